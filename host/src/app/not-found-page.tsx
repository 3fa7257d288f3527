import { PLAYER_LOCALE, i18n } from '@site/shared';
import { Link } from 'react-router-dom';
import { HOST_NAMESPACE } from '../i18n/host-texts';
import { fallbackPath } from '../router/redirect-rule';
import { StatusPanel, statusPanelStyles } from './status-panel';

export function NotFoundPage() {
  const t = i18n.getFixedT(PLAYER_LOCALE, HOST_NAMESPACE);
  return (
    <StatusPanel
      lang={PLAYER_LOCALE}
      title={t('notFoundTitle')}
      body={t('notFoundBody')}
      actions={
        <Link className={statusPanelStyles.button} to={fallbackPath(window.location.href)}>
          {t('toTop')}
        </Link>
      }
    />
  );
}
