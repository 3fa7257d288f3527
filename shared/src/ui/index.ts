export { consoleSystem } from './console-system';
export { UiProvider } from './ui-provider';
