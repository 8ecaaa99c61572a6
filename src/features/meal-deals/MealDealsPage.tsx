import { useSuspenseQuery } from '@tanstack/react-query';
import { mealDealPath } from '../../domain/meal-deals.ts';
import { StorefrontLink } from '../catalogue/StorefrontLink.tsx';
import styles from './MealDeals.module.css';
import { mealDealsQueryOptions } from './meal-deals.queries.ts';
import { allForJust, countedGroups, groupHeading, validityText } from './meal-deals.view-model.ts';

/** shop/featured/meal-deals (doc 3 §2): the meal deals that apply today, each linking to its page. */
export function MealDealsPage() {
  const { data: deals } = useSuspenseQuery(mealDealsQueryOptions());
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>Meal deals</h1>
        <p className={styles.sectionNote}>Choose from each course and pay one price for the lot.</p>
      </header>
      {deals.length === 0 ? (
        <p>There are no meal deals today. Have a look at our offers instead.</p>
      ) : (
        <ul className={styles.dealList} aria-label="Meal deals">
          {deals.map((deal) => (
            <li key={deal.id} className={styles.dealCard}>
              <h2 className={styles.dealName}>
                <StorefrontLink href={mealDealPath(deal.id)}>{deal.name}</StorefrontLink>
              </h2>
              <p className={styles.price}>{allForJust(deal)}</p>
              <ul className={styles.rules} aria-label={`How ${deal.name} works`}>
                {countedGroups(deal.groups).map((group) => (
                  <li key={group.groupId}>{groupHeading(group).choose}</li>
                ))}
              </ul>
              <p className={styles.dates}>{validityText(deal)}</p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
