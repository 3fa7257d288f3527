// What the layout uses of the settings: the drawer, and the server's menu while "menu from server" is on.
export { useServerMenu } from './api/get-server-menu';
export { LazySettingsDrawer } from './components/lazy-settings-drawer';
