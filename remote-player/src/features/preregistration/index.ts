// What the pre-registration feature offers the site's other pages: its form and rewards as a section of a page.
export { PreregistrationSection } from './components/preregistration-section';
