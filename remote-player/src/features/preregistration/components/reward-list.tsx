import type { Reward } from '../../../config/game-content';
import styles from './preregistration-section.module.css';

export function RewardList({ rewards, label }: { rewards: readonly Reward[]; label: string }) {
  return (
    <ol className={styles.rewards} aria-label={label}>
      {rewards.map((item) => (
        <li key={`${item.threshold}-${item.reward}`} className={styles.reward}>
          <span className={styles.threshold}>{item.threshold}</span>
          <span className={styles.rewardName}>{item.reward}</span>
        </li>
      ))}
    </ol>
  );
}
