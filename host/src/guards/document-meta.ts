import { type RouteMeta, documentTitle } from '@site/shared/core';

export interface DocumentMetaInput {
  meta: RouteMeta | undefined;
  siteName: string;
  siteIcon: string;
  lang: string;
}

const ICON_ID = 'app-icon';

function upsertMeta(doc: Document, selector: string, create: () => HTMLMetaElement, content: string): void {
  let element = doc.head.querySelector<HTMLMetaElement>(selector);
  if (!element) {
    element = create();
    doc.head.appendChild(element);
  }
  element.content = content;
}

/** Title, icon, language and description of the document follow the current route's meta. */
export function applyDocumentMeta(
  { meta, siteName, siteIcon, lang }: DocumentMetaInput,
  doc: Document = document,
) {
  const title = documentTitle(meta, siteName);
  doc.title = title;
  doc.documentElement.lang = meta?.lang ?? lang;

  let icon = doc.getElementById(ICON_ID) as HTMLLinkElement | null;
  if (!icon) {
    icon = doc.createElement('link');
    icon.id = ICON_ID;
    icon.rel = 'icon';
    doc.head.appendChild(icon);
  }
  const href = meta?.icon ?? siteIcon;
  if (icon.getAttribute('href') !== href) icon.setAttribute('href', href);

  const description = meta?.description;
  if (description) {
    const named = (name: string) => () => Object.assign(doc.createElement('meta'), { name });
    const property = (value: string) => () => {
      const element = doc.createElement('meta');
      element.setAttribute('property', value);
      return element;
    };
    upsertMeta(doc, 'meta[name="description"]', named('description'), description);
    upsertMeta(doc, 'meta[property="og:title"]', property('og:title'), title);
    upsertMeta(doc, 'meta[property="og:description"]', property('og:description'), description);
    upsertMeta(doc, 'meta[property="og:site_name"]', property('og:site_name'), siteName);
  }
}
