// What the notices feature offers the site's other pages: the latest notices as a section of a page.
export { NewsSection } from './components/news-section';
