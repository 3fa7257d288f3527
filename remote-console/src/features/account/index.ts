// What the other features use of the account: the signed-in user and role, the permission check, the avatar menu.
export { useRole, useUserInfo } from './api/get-user-info';
export { Permission, hasPermission, usePermission } from './components/permission';
export { UserMenu } from './components/user-menu';
