import { Link } from 'react-router-dom';
import { useText } from '../../../i18n/texts';
import { useSite } from '../../../lib/site-context';
import ui from '../../../components/ui/ui.module.css';

export function HeroActions() {
  const t = useText();
  const { path } = useSite();
  return (
    <>
      <Link to={{ pathname: path(), hash: 'preregister' }} className={ui.button}>
        {t('hero.preregister')}
      </Link>
      <Link to={path('play')} className={ui.buttonGhost}>
        {t('hero.play')}
      </Link>
    </>
  );
}
