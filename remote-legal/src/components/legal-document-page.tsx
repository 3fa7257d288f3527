import { firstViewDevice, siteOrigin } from '@site/shared/core';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import {
  LANG_ORDER,
  LEGAL_DOCS,
  type LegalPrefix,
  docIn,
  docPath,
  legalDoc,
  prefixOf,
} from '../content/catalog';
import type { LegalDocument } from '../markdown/render-legal-markdown';
import styles from './legal-document.module.css';
import frame from './legal-frame.module.css';
import { LegalSiteFooter } from './legal-site-footer';
import { LegalSiteHeader } from './legal-site-header';
import { LEGAL_TEXTS, formatLegalDate } from './legal-texts';

export interface LegalDocumentPageProps {
  /** Catalog id (route name of the public page): user, privacy_en, … */
  docId: string;
  /** The compiled Markdown (content/*.md through the build's legal-markdown loader). */
  document: LegalDocument;
}

const MAIN_ID = 'legal-main';
const TITLE_ID = 'legal-title';
const WIDE_LAYOUT = '(min-width: 60em)';

function escapeAttribute(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/**
 * The renderer marks links to other legal pages with data-internal. Under /dmg they must stay under /dmg (and
 * /dmg/m on the phone variant); print styles show their absolute address.
 */
function localizeLinks(html: string, prefix: LegalPrefix, origin: string): string {
  return html.replace(/<a data-internal="" href="([^"]*)"/g, (_match, href: string) => {
    const [, path = href, rest = ''] = /^([^?#]*)(.*)$/.exec(href) ?? [];
    const doc = LEGAL_DOCS.find((entry) => `/${entry.id}` === path);
    const target = `${doc ? docPath(doc, prefix) : path}${rest}`;
    return `<a data-internal="" href="${target}" data-print-url="${escapeAttribute(origin + target)}"`;
  });
}

export function LegalDocumentPage({ docId, document: legal }: LegalDocumentPageProps) {
  const entry = legalDoc(docId);
  const { lang, title, enacted, updated } = legal.attributes;
  const t = LEGAL_TEXTS[lang];
  const location = useLocation();
  const navigate = useNavigate();
  const prefix = prefixOf(location.pathname);
  const contentRef = useRef<HTMLDivElement>(null);
  const mainRef = useRef<HTMLElement>(null);
  // The table of contents is open beside the text on wide screens, folded above it on phones: as the server rendered
  // it (which has no window: phones are told by their user agent) when the page started from its first view.
  const [tocOpen] = useState(() => {
    const rendered = firstViewDevice();
    return rendered ? rendered !== 'phone' : window.matchMedia(WIDE_LAYOUT).matches;
  });
  const origin = siteOrigin();

  const html = useMemo(() => localizeLinks(legal.html, prefix, origin), [legal.html, prefix, origin]);

  // Links inside the document text navigate in the app, like the rest of the page's links.
  useEffect(() => {
    const content = contentRef.current;
    if (!content) return undefined;
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = (event.target as Element | null)?.closest?.('a[data-internal]');
      const href = anchor?.getAttribute('href');
      if (!href) return;
      event.preventDefault();
      void navigate(href);
    };
    content.addEventListener('click', onClick);
    return () => content.removeEventListener('click', onClick);
  }, [navigate]);

  // A document opens at its top, or at the heading its address names (the text only exists after rendering).
  useEffect(() => {
    const id = decodeURIComponent(location.hash.slice(1));
    const target = id ? document.getElementById(id) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [location.hash]);

  // Reached by a link inside the app (language switch, footer): focus goes to the new text, as a page load would.
  const arrivedInApp = useRef(location.key !== 'default');
  useEffect(() => {
    if (arrivedInApp.current) mainRef.current?.focus({ preventScroll: true });
  }, []);

  const versions = LANG_ORDER.map((code) => docIn(entry.family, code)).filter((doc) => doc !== undefined);

  return (
    <div className={frame.page} lang={lang}>
      <a className={frame.skipLink} href={`#${MAIN_ID}`}>
        {t.skipToContent}
      </a>
      <LegalSiteHeader current={entry} versions={versions} prefix={prefix} />

      <main id={MAIN_ID} ref={mainRef} className={styles.main} lang={lang} tabIndex={-1}>
        <article className={styles.article} lang={lang} aria-labelledby={TITLE_ID}>
          <div className={styles.docHeader}>
            <h1 id={TITLE_ID}>{title}</h1>
            <dl className={styles.dates}>
              <div>
                <dt>{t.enacted}</dt>
                <dd>
                  <time dateTime={enacted}>{formatLegalDate(enacted, lang)}</time>
                </dd>
              </div>
              <div>
                <dt>{t.updated}</dt>
                <dd>
                  <time dateTime={updated}>{formatLegalDate(updated, lang)}</time>
                </dd>
              </div>
            </dl>
          </div>

          {legal.headings.length > 0 && (
            <nav className={styles.toc} aria-label={t.contents}>
              <details className={styles.panel} open={tocOpen}>
                <summary>{t.contents}</summary>
                <ol>
                  {legal.headings.map((heading) => (
                    <li key={heading.id} className={heading.depth === 3 ? styles.tocSub : undefined}>
                      <a href={`#${heading.id}`}>{heading.text}</a>
                    </li>
                  ))}
                </ol>
              </details>
            </nav>
          )}

          <div
            ref={contentRef}
            className={`${styles.panel} ${styles.content}`}
            // Safe by construction: this HTML is rendered at build time from our own Markdown files by
            // src/markdown/render-legal-markdown.ts, which escapes any raw HTML in the source, allows only
            // http(s)/mailto/tel/site links and escapes substituted values (unit-tested, including <script>).
            dangerouslySetInnerHTML={{ __html: html }}
          />
        </article>
      </main>

      <LegalSiteFooter current={entry} prefix={prefix} />
    </div>
  );
}
