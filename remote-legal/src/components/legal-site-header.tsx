import { getSiteConfig } from '@site/shared/core';
import { Link } from 'react-router-dom';
import { type LegalDocEntry, type LegalLang, type LegalPrefix, docPath } from '../content/catalog';
import styles from './legal-frame.module.css';
import { LANGUAGE_NAMES, LEGAL_TEXTS } from './legal-texts';
import { StarMark } from './star-mark';

export interface LegalSiteHeaderProps {
  /** The document shown (its language version is marked current). */
  current: LegalDocEntry;
  /** Its versions in every language it exists in; no switch when there is only one. */
  versions: readonly LegalDocEntry[];
  prefix: LegalPrefix;
}

/** The landing page of the area a legal page belongs to: the games provider's players stay with their own. */
export function areaHome(prefix: LegalPrefix): string {
  return prefix || '/home';
}

/** The game site's header: its mark and name leading to the area's landing page, and the language switch. */
export function LegalSiteHeader({ current, versions, prefix }: LegalSiteHeaderProps) {
  const site = getSiteConfig();
  const lang: LegalLang = current.lang;
  const t = LEGAL_TEXTS[lang];
  const english = lang === 'en';
  return (
    <header className={styles.siteHeader}>
      <div className={styles.bar}>
        {/* The landing page is Japanese, whatever the document's language. */}
        <Link className={styles.logo} to={areaHome(prefix)} hrefLang={lang === 'ja' ? undefined : 'ja'}>
          <StarMark className={styles.logoMark} />
          <span className={styles.logoText} lang={english ? 'en' : 'ja'}>
            {english ? site.gameNameEn : site.gameName}
          </span>{' '}
          <span className={styles.srOnly}>{t.home}</span>
        </Link>
        {versions.length > 1 && (
          <nav className={styles.languages} aria-label={t.language}>
            <ul>
              {versions.map((version) => (
                <li key={version.id}>
                  <Link
                    to={docPath(version, prefix)}
                    lang={version.lang}
                    hrefLang={version.lang}
                    aria-current={version.id === current.id ? 'page' : undefined}
                  >
                    {LANGUAGE_NAMES[version.lang]}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        )}
      </div>
    </header>
  );
}
