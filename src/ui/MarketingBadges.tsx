import styles from './MarketingBadges.module.css';

export interface MarketingBadgesProps {
  badges: readonly { name: string }[];
  /** The product page's larger picture takes larger badges than a pod's. */
  size?: 'medium' | 'large';
}

/** A product's marketing badges ('New', 'Waitrose Duchy Organic', ...) over its picture (doc 3 §3 Product). */
export function MarketingBadges({ badges, size = 'medium' }: MarketingBadgesProps) {
  if (badges.length === 0) return null;
  return (
    <ul
      className={[styles.badges, size === 'large' && styles.large].filter(Boolean).join(' ')}
      aria-label="Highlights"
    >
      {badges.map((badge) => (
        <li key={badge.name} className={styles.badge}>
          {badge.name}
        </li>
      ))}
    </ul>
  );
}
