export { consoleConfig, consoleSystem } from './console-system';
export { UiProvider } from './ui-provider';
