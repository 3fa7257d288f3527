import { Link } from 'react-router-dom';
import { hostTexts } from '../i18n/host-texts';
import { fallbackPath } from '@site/contracts/route-match';
import { StatusPanel, statusPanelStyles } from './status-panel';

export function NotFoundPage() {
  const t = hostTexts('ja');
  return (
    <StatusPanel
      lang="ja"
      title={t.notFoundTitle}
      body={t.notFoundBody}
      actions={
        <Link className={statusPanelStyles.button} to={fallbackPath(window.location.href)}>
          {t.toTop}
        </Link>
      }
    />
  );
}
