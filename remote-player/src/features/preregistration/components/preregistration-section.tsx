import type { ReactNode } from 'react';
import { gameContent, type Reward } from '../../../config/game-content';
import { useText } from '../../../i18n/texts';
import { useSite } from '../../../lib/site-context';
import { Section } from '../../../components/section/section';
import ui from '../../../components/ui/ui.module.css';
import { PreregistrationForm } from './preregistration-form';
import { RewardList } from './reward-list';
import styles from './preregistration-section.module.css';

export interface PreregistrationSectionProps {
  title?: string;
  lead?: string;
  rewards?: readonly Reward[];
  rewardsLabel?: string;
  campaign?: string;
  children?: ReactNode;
}

export function PreregistrationSection({
  title = gameContent.preregistration.title,
  lead = gameContent.preregistration.lead,
  rewards = gameContent.preregistration.rewards,
  rewardsLabel,
  campaign,
  children,
}: PreregistrationSectionProps) {
  const t = useText();
  const { layout } = useSite();
  return (
    <Section id="preregister" title={title} label="Pre-registration">
      <div className={`${ui.panel} ${styles.panel} ${layout === 'mobile' ? styles.mobile : ''}`}>
        <div className={styles.info}>
          <p className={styles.lead}>{lead}</p>
          <h3 className={styles.rewardsTitle}>{rewardsLabel ?? t('sections.rewards')}</h3>
          <RewardList rewards={rewards} label={rewardsLabel ?? t('sections.rewards')} />
          {children}
        </div>
        <div className={styles.formBox}>
          <PreregistrationForm campaign={campaign} />
        </div>
      </div>
    </Section>
  );
}
