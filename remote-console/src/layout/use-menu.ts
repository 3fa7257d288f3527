import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { type MenuNode, menuFromRoutes, menuFromServer } from '../menu/menu-model';
import routes from '../routes';
import { appSettingsAtom } from '../state/settings';
import { roleAtom } from '../state/user';

/** The menu for the current role: the server's when "menu from server" is on and it is loaded, else the routes'. */
export function useMenu(): MenuNode[] {
  const role = useAtomValue(roleAtom);
  const { menuFromServer: fromServer, serverMenu } = useAtomValue(appSettingsAtom);
  return useMemo(
    () =>
      fromServer && serverMenu.length > 0
        ? menuFromServer(serverMenu, routes, role)
        : menuFromRoutes(routes, role),
    [fromServer, serverMenu, role],
  );
}
