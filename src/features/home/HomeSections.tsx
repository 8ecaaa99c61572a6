import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Button } from '../../ui/Button.tsx';
import { Notice } from '../../ui/Notice.tsx';
import { ProductGrid } from '../catalogue/ProductGrid.tsx';
import { StorefrontLink } from '../catalogue/StorefrontLink.tsx';
import { useTrolleyActions } from '../catalogue/use-trolley-actions.ts';
import styles from './Home.module.css';
import { NEW_PRODUCTS_PAGE, OFFERS_PAGE, type ShelfKind, shelfQueryOptions } from './home-shelves.queries.ts';
import { SeasonalBannerView } from './SeasonalBannerView.tsx';
import { seasonalBannerOn, shopDayOf } from './seasonal-banner.ts';

/**
 * The home page's selling sections (issue 18), loaded with the home route (its loader awaits this module)
 * rather than in the first script: today's seasonal campaign, and the shelves of products (offers of the
 * week, new products), each a handful of pods with Add and a link to see them all.
 */

/** The campaign the shop markets today, by the shop's calendar day (Europe/London); nothing out of season. */
export function TodaysCampaign({ now = Date.now() }: { now?: number }) {
  const banner = seasonalBannerOn(shopDayOf(now));
  return banner ? <SeasonalBannerView banner={banner} /> : null;
}

export interface ProductShelfProps {
  id: ShelfKind;
  title: string;
  lead: string;
  seeAllLabel: string;
  seeAllHref: string;
  /** The list's name in analytics. */
  listName: string;
  /** On the first screen: the pods' pictures are loaded at once. */
  eager?: boolean;
}

export function ProductShelf({
  id,
  title,
  lead,
  seeAllLabel,
  seeAllHref,
  listName,
  eager = false,
}: ProductShelfProps) {
  const headingId = useId();
  const { data: products, isError, refetch, isFetching } = useQuery(shelfQueryOptions(id));
  const { onQuantityChange } = useTrolleyActions();
  return (
    <section className={styles.section} aria-labelledby={headingId} data-shelf={id}>
      <div className={styles.shelfHeader}>
        <div className={styles.sectionHeader}>
          <h2 id={headingId} className={styles.sectionTitle}>
            {title}
          </h2>
          <p className={styles.sectionLead}>{lead}</p>
        </div>
        <StorefrontLink href={seeAllHref} className={styles.seeAll}>
          {seeAllLabel}
        </StorefrontLink>
      </div>
      {products && products.length > 0 && (
        <div className={styles.shelfRow}>
          <ProductGrid
            products={products}
            listName={listName}
            listId={listName}
            onQuantityChange={onQuantityChange}
            headingLevel={3}
            eagerImages={eager ? products.length : 0}
          />
        </div>
      )}
      {products && products.length === 0 && (
        <p className={styles.sectionLead}>There is nothing here this week: have a look again soon.</p>
      )}
      {!products && isError && (
        <Notice severity="ERROR">
          <p>Sorry, we couldn’t load {title.toLowerCase()}.</p>
          <Button size="small" variant="secondary" onClick={() => void refetch()} disabled={isFetching}>
            Try again
          </Button>
        </Notice>
      )}
      {!products && !isError && <div className={styles.skeletonShelf} aria-busy="true" />}
    </section>
  );
}

export function OffersOfTheWeek({ eager = false }: { eager?: boolean }) {
  return (
    <ProductShelf
      id="offers"
      title="Offers of the week"
      lead="Save on favourites from across the shop."
      seeAllLabel="See all offers"
      seeAllHref={OFFERS_PAGE}
      listName="home: offers of the week"
      eager={eager}
    />
  );
}

export function NewProducts() {
  return (
    <ProductShelf
      id="new"
      title="New in"
      lead="The latest additions to our range."
      seeAllLabel="See all new"
      seeAllHref={NEW_PRODUCTS_PAGE}
      listName="home: new products"
    />
  );
}
