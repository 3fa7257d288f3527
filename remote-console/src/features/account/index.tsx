// What the other features use of the account: the signed-in user and role, the permission check, the avatar menu.
export { useRole, useUserInfo } from './api/get-user-info';
export { Permission, hasPermission, usePermission } from './components/permission';
import { onIntent } from '../../components/on-intent';
import { UserButton } from './components/user-button';

/** The avatar menu, its code loaded when the visitor reaches for its button. */
export const UserMenu = onIntent(
  () => import(/* webpackChunkName: "user-menu" */ './components/user-menu').then((mod) => mod.UserMenu),
  function UserMenuStandIn({ standIn }) {
    return <UserButton aria-haspopup="menu" {...standIn} />;
  },
);
