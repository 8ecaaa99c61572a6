import { selectLines, selectServerTrolley } from '../../../machines/trolley.selectors.ts';
import type { MealDealSummary } from '../../contract/meal-deals.ts';
import { useTrolleySelector } from '../../shop/door/trolley-hooks.ts';
import { StorefrontLink } from '../catalogue/StorefrontLink.tsx';
import styles from './MealDeals.module.css';
import { type TrolleyMealDealView, trolleyMealDeals } from './meal-deals.view-model.ts';

/** One of the shopper's deals: complete (with its saving) or what it still lacks, and what fills each group. */
export function BuiltMealDealCard({ deal, link }: { deal: TrolleyMealDealView; link: boolean }) {
  return (
    <li className={deal.completed ? `${styles.built} ${styles.builtComplete}` : styles.built}>
      <p className={styles.builtTitle}>
        {link ? <StorefrontLink href={deal.path}>{deal.name}</StorefrontLink> : deal.name}
        <span className={deal.completed ? styles.badgeComplete : styles.badgeIncomplete}>
          {deal.completed ? 'Complete' : 'Not complete yet'}
        </span>
      </p>
      {deal.saving && <p className={styles.saving}>{deal.saving}</p>}
      {deal.missing.length > 0 && (
        <ul className={styles.missing} aria-label={`Still needed for ${deal.name}`}>
          {deal.missing.map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ul>
      )}
      <ul className={styles.builtGroups} aria-label={`In your trolley for ${deal.name}`}>
        {deal.groups.map((group) => (
          <li key={group.name}>
            <span className={styles.builtGroupName}>{group.name}:</span>{' '}
            {group.chosen.length > 0 ? group.chosen.join(', ') : 'nothing yet'}
          </li>
        ))}
      </ul>
    </li>
  );
}

/**
 * Where the shopper stands with the given deals from their trolley (doc 3 §3 the builder): each deal they have
 * started, complete or not. Before the shop (and the trolley) has arrived, the trolley reads as empty.
 */
export function useTrolleyMealDeals(deals: readonly MealDealSummary[]): TrolleyMealDealView[] {
  const lines = useTrolleySelector(selectLines, []);
  const server = useTrolleySelector(selectServerTrolley, null);
  return trolleyMealDeals(deals, lines, server?.promotions);
}

/** The shopper's deals as a list; `link` links each to its page (the trolley page does). */
export function BuiltMealDealList({
  deals,
  link,
  label,
}: {
  deals: readonly TrolleyMealDealView[];
  link: boolean;
  label: string;
}) {
  return (
    <ul className={styles.builtList} aria-label={label}>
      {deals.map((deal) => (
        <BuiltMealDealCard key={deal.builderId} deal={deal} link={link} />
      ))}
    </ul>
  );
}
