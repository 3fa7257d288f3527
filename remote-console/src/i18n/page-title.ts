// A page's document title in the console's language. The route records, which the host reads the title from, load
// before i18next and the texts (the routes module stays light), so they ask this module, which the texts' module
// tells how to translate once it has loaded; until then a page keeps its English title.

type Translate = (key: string) => string | undefined;

let translate: Translate = () => undefined;

/** Called by the texts' module as it loads. */
export function setPageTitleTranslator(next: Translate): void {
  translate = next;
}

/** The text of `key` in the current language, or `fallback` while the texts are not there. */
export function pageTitle(key: string, fallback: string): string {
  return translate(key) || fallback;
}
