import { type RouteRecord, useAtomValue } from '@site/shared/core';
import { useMemo } from 'react';
import { appSettingsAtom } from '../../state/settings';
import { useRole } from '../account';
import { useServerMenu } from '../settings';
import { type MenuNode, menuFromRoutes, menuFromServer } from './menu-model';

/**
 * The menu for the current role: the server's when "menu from server" is on and it has answered, else the one of the
 * console's route records (which the layout is given: it does not import them).
 */
export function useMenu(records: RouteRecord[]): MenuNode[] {
  const role = useRole();
  const { menuFromServer: fromServer } = useAtomValue(appSettingsAtom);
  const serverMenu = useServerMenu(fromServer).data;
  return useMemo(
    () =>
      fromServer && serverMenu && serverMenu.length > 0
        ? menuFromServer(serverMenu, records, role)
        : menuFromRoutes(records, role),
    [fromServer, serverMenu, records, role],
  );
}
