import { startedFromFirstView } from '@site/shared/core';
import { type ReactNode, useEffect, useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { useText } from '../../i18n/texts';
import { SiteContext, type SiteContextValue } from '../../lib/site-context';
import { type Layout, areaOfPath } from '../../lib/site-paths';
import { MobileHeader } from '../site-header/mobile-header';
import { PcHeader } from '../site-header/pc-header';
import { SiteFooter } from '../site-footer/site-footer';
import styles from './player-page.module.css';

export interface PlayerPageProps {
  layout: Layout;
  children: ReactNode;
  /** Wraps the children in the centered column of the secondary pages. */
  column?: boolean;
  /** Leaves room for a fixed bar at the bottom (the phone landing page's call to action). */
  bottomBar?: boolean;
  /**
   * The page is sent as a finished document, without the application (its route's `staticPage`): every control on it
   * must work without a script, so its header keeps its links as links in a narrow window too.
   */
  documentPage?: boolean;
}

function useScrollOnNavigate() {
  const { pathname, hash, key } = useLocation();
  useEffect(() => {
    // The page the browser opened, as the server rendered it: the browser has put it where it belongs (its #target,
    // or wherever the visitor scrolled while it started), and it stays there.
    if (key === 'default' && startedFromFirstView()) return;
    if (hash) {
      const target = document.getElementById(decodeURIComponent(hash.slice(1)));
      if (target) {
        const smooth = !window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
        target.scrollIntoView?.({ behavior: smooth ? 'smooth' : 'auto', block: 'start' });
        return;
      }
    }
    window.scrollTo?.(0, 0);
  }, [pathname, hash, key]);
}

/** The frame of every player page: Japanese, area-aware links, header, main landmark and footer. */
export function PlayerPage({
  layout,
  children,
  column = false,
  bottomBar = false,
  documentPage = false,
}: PlayerPageProps) {
  const t = useText();
  const { pathname } = useLocation();
  const area = areaOfPath(pathname);
  const site = useMemo<SiteContextValue>(() => ({ area, layout }), [area, layout]);
  useScrollOnNavigate();

  const classes = [
    styles.root,
    layout === 'mobile' ? styles.mobile : '',
    bottomBar ? styles.withBottomBar : '',
    documentPage ? styles.documentPage : '',
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <SiteContext.Provider value={site}>
      <div lang="ja" className={classes} data-layout={layout}>
        <a className={styles.skip} href="#main">
          {t('skipToContent')}
        </a>
        {layout === 'mobile' ? <MobileHeader /> : <PcHeader linksOnly={documentPage} />}
        <main id="main" tabIndex={-1} className={styles.main}>
          {column ? <div className={styles.content}>{children}</div> : children}
        </main>
        <SiteFooter />
      </div>
    </SiteContext.Provider>
  );
}
