// The only script of a static page (a legal document opened at its public address), which the server sends complete
// and without the application (docs/architecture.md, "The first view"). It loads the analytics tags the script
// switcher picks for the address, as the application's shell does on every other page; the server names the page's
// area on this script's tag.
import { getSiteConfig } from '@site/shared/site-config';
import { firstPaint } from './app/first-paint';
import { switchScripts } from './scripts/script-switcher';

// Read now: `currentScript` is set only while the script first runs.
const area = document.currentScript?.dataset.area;

// After the first paint, as on pages with a first view: a tag inserted earlier made the connection to its host part
// of the page's largest paint.
void firstPaint().then(() => switchScripts(window.location.pathname, area, getSiteConfig()));
