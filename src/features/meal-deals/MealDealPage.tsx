import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { setSavingPence } from '../../domain/meal-deals.ts';
import { formatMoney, toPence } from '../../domain/money.ts';
import { useTrolleyActions } from '../catalogue/use-trolley-actions.ts';
import { NotFoundPage } from '../not-found/NotFoundPage.tsx';
import { MealDealProducts } from './MealDealProducts.tsx';
import { BuiltMealDealList, useTrolleyMealDeals } from './MealDealStanding.tsx';
import styles from './MealDeals.module.css';
import { type MealDealPageData, mealDealQueryOptions } from './meal-deals.queries.ts';
import { allForJust, countedGroups, groupHeading, validityText } from './meal-deals.view-model.ts';

/** doc 3 §2 "Offers apply to members only where marked". */
export const MEMBERS_ONLY = 'Offer applies to myWaitrose members only.';

/** The meal-deal page's view: the deal the loader put in the cache; null means no such deal today. */
export function MealDealRoute({ mealDealId }: { mealDealId: string }) {
  const { data } = useSuspenseQuery(mealDealQueryOptions(mealDealId));
  if (!data) return <NotFoundPage />;
  return <MealDealPage data={data} />;
}

/**
 * A meal deal's page (doc 3 §2 the meal-deal promo path, §3 Meal deal): its name, dates and 'All for just
 * {amount}', where the shopper stands from their trolley, a set that completes it, and each group's products
 * with Add.
 */
export function MealDealPage({ data }: { data: MealDealPageData }) {
  const { deal, recommendations } = data;
  const { onQuantityChange } = useTrolleyActions();
  const standing = useTrolleyMealDeals([deal]);
  const groups = countedGroups(data.groups);
  const picksFull = recommendations.reduce(
    (sum, product) => sum + toPence(product.currentSaleUnitPrice.price),
    0,
  );
  const picksSaving = setSavingPence(
    recommendations.map((product) => ({ pricePence: toPence(product.currentSaleUnitPrice.price) })),
    toPence(deal.discount.value),
  );
  return (
    <div className={styles.page}>
      <nav aria-label="Breadcrumb" className={styles.breadcrumbs}>
        <Link to="/shop/featured/meal-deals">All meal deals</Link>
      </nav>
      <header className={styles.header}>
        <h1 className={styles.title}>{deal.name}</h1>
        <p className={styles.price}>{allForJust(deal)}</p>
        <p className={styles.dates}>{validityText(deal)}</p>
        {deal.myWaitrosePromotion && <p className={styles.members}>{MEMBERS_ONLY}</p>}
        <ul className={styles.rules} aria-label="How the deal works">
          {groups.map((group) => (
            <li key={group.groupId}>{groupHeading(group).choose}</li>
          ))}
        </ul>
      </header>

      <section className={styles.standing} aria-labelledby="meal-deal-standing">
        <h2 id="meal-deal-standing" className={styles.sectionTitle}>
          Your meal deal
        </h2>
        {deal.myWaitrosePromotion ? (
          <p>{MEMBERS_ONLY}</p>
        ) : standing.length === 0 ? (
          <p>Nothing from this deal is in your trolley yet. Choose from each group below to complete it.</p>
        ) : (
          <>
            <BuiltMealDealList deals={standing} link={false} label="Your meal deals from your trolley" />
            <Link to="/shop/trolley">View trolley</Link>
          </>
        )}
      </section>

      {recommendations.length > 0 && (
        <section aria-labelledby="meal-deal-picks">
          <h2 id="meal-deal-picks" className={styles.sectionTitle}>
            Our pick
          </h2>
          <p className={styles.sectionNote}>
            Worth {formatMoney(picksFull)}
            {picksSaving > 0 ? `: you save ${formatMoney(picksSaving)}` : ''}
          </p>
          <MealDealProducts products={recommendations} onQuantityChange={onQuantityChange} />
        </section>
      )}

      {groups.map((group) => {
        const heading = groupHeading(group);
        const id = `meal-deal-group-${group.groupId}`;
        return (
          <section key={group.groupId} aria-labelledby={id} className={styles.group}>
            <h2 id={id} className={styles.sectionTitle}>
              {heading.title}
            </h2>
            <p className={styles.sectionNote}>{heading.choose}</p>
            <MealDealProducts products={group.products} onQuantityChange={onQuantityChange} />
          </section>
        );
      })}
    </div>
  );
}
