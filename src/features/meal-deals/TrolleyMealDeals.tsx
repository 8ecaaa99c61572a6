import { useQuery } from '@tanstack/react-query';
import { FEATURED_MEAL_DEALS_PATH } from '../../domain/featured-pages.ts';
import { mealDealJourney } from '../../domain/meal-deal-journey.ts';
import { Button } from '../../ui/Button.tsx';
import { StorefrontLink } from '../catalogue/StorefrontLink.tsx';
import { BuiltMealDealList, useTrolleyMealDeals } from './MealDealStanding.tsx';
import styles from './MealDeals.module.css';
import { mealDealsQueryOptions } from './meal-deals.queries.ts';
import { completedSummary } from './meal-deals.view-model.ts';
import { previousPages } from './navigation-history.ts';

/**
 * The trolley page's meal deals (doc 3 §3 the builder, §4 Meal deal journey): each deal the trolley has
 * started, complete with its saving or what it still lacks, linked to its page; and, when the shopper came
 * here from a meal deal's page, the way back to it.
 */
export function TrolleyMealDeals() {
  const deals = useQuery(mealDealsQueryOptions());
  const built = useTrolleyMealDeals(deals.data ?? []);
  const journey = mealDealJourney(previousPages());
  const journeyDeal = journey && deals.data?.find((deal) => String(deal.id) === journey.mealDealId);

  if (deals.isError) {
    return (
      <section className={styles.standing} aria-labelledby="trolley-meal-deals">
        <h2 id="trolley-meal-deals" className={styles.sectionTitle}>
          Meal deals
        </h2>
        <p role="alert">Sorry, we couldn’t load your meal deals.</p>
        <Button variant="secondary" onClick={() => void deals.refetch()}>
          Try again
        </Button>
      </section>
    );
  }
  if (built.length === 0 && !journey) return null;
  const summary = completedSummary(built);
  return (
    <section className={styles.standing} aria-labelledby="trolley-meal-deals">
      <h2 id="trolley-meal-deals" className={styles.sectionTitle}>
        Meal deals
      </h2>
      {journey && (
        <p>
          <StorefrontLink href={journey.path}>
            Back to {journeyDeal ? journeyDeal.name : 'your meal deal'}
          </StorefrontLink>
        </p>
      )}
      {summary && <p className={styles.sectionNote}>{summary}</p>}
      {built.length > 0 && <BuiltMealDealList deals={built} link label="Your meal deals" />}
      <StorefrontLink href={FEATURED_MEAL_DEALS_PATH}>See all meal deals</StorefrontLink>
    </section>
  );
}
