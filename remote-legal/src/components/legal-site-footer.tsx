import { getSiteConfig } from '@site/shared/core';
import { Link } from 'react-router-dom';
import { FAMILY_ORDER, type LegalDocEntry, type LegalPrefix, docIn, docPath } from '../content/catalog';
import styles from './legal-frame.module.css';
import { LEGAL_TEXTS } from './legal-texts';

export interface LegalSiteFooterProps {
  current: LegalDocEntry;
  prefix: LegalPrefix;
}

/**
 * The game site's footer, carrying the five documents: each in the reader's language where it is translated, else
 * the Japanese one (said so in the link's name).
 */
export function LegalSiteFooter({ current, prefix }: LegalSiteFooterProps) {
  const site = getSiteConfig();
  const lang = current.lang;
  const t = LEGAL_TEXTS[lang];
  return (
    <footer className={styles.footer}>
      <div className={styles.footerInner}>
        <nav aria-label={t.otherDocuments}>
          <ul className={styles.footerLinks}>
            {FAMILY_ORDER.map((name) => {
              const target = docIn(name, lang) ?? docIn(name, 'ja');
              if (!target) return null;
              return (
                <li key={name}>
                  <Link
                    to={docPath(target, prefix)}
                    hrefLang={target.lang}
                    aria-current={target.id === current.id ? 'page' : undefined}
                  >
                    {t.familyNames[name]}
                    {target.lang !== lang && t.japaneseOnly}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
        <p className={styles.brand}>
          <span className={styles.brandName} lang="ja">
            {site.gameName}
          </span>
          <span className={styles.brandEn} lang="en">
            {site.gameNameEn}
          </span>
        </p>
      </div>
    </footer>
  );
}
