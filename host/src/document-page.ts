// The only script of a static page (a legal document opened at its public address), which the server sends complete
// and without the application (docs/architecture.md, "The first view"). It loads the analytics tags the script
// switcher picks for the address, as the application's shell does on every other page; the server names the page's
// area on this script's tag.
import { getSiteConfig } from '@site/shared/site-config';
import { switchScripts } from './scripts/script-switcher';

switchScripts(window.location.pathname, document.currentScript?.dataset.area, getSiteConfig());
