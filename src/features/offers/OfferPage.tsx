import { useSuspenseInfiniteQuery } from '@tanstack/react-query';
import { useId } from 'react';
import type { OfferPage as OfferPageAnswer } from '../../api/offers.ts';
import { OFFERS_BROWSE_PATH } from '../../domain/offers-path.ts';
import { Button } from '../../ui/Button.tsx';
import { Notice } from '../../ui/Notice.tsx';
import { Breadcrumbs } from '../catalogue/Breadcrumbs.tsx';
import {
  LoadMore,
  ProductGrid,
  productCountText,
  shownText,
  useTrolleyActions,
} from '../catalogue/ProductListPage.tsx';
import { StorefrontLink } from '../catalogue/StorefrontLink.tsx';
import { OfferNotFound } from './OfferNotFound.tsx';
import styles from './Offers.module.css';
import { offerView } from './offer.view-model.ts';
import { offerPageQueryOptions } from './offers.queries.ts';

/**
 * An offer's page (doc 3 §2 shop/offers/{offerId}): what the offer is (its type, description, end date and,
 * where it applies, the members-only note) and its products, 'Load more' at a time, each with Add.
 */
export function OfferPage({ offerId }: { offerId: string }) {
  const list = useSuspenseInfiniteQuery(offerPageQueryOptions(offerId));
  const { onQuantityChange } = useTrolleyActions();
  const headingId = useId();
  const pages = list.data.pages.filter((page): page is OfferPageAnswer => page !== null);
  const first = pages[0];
  if (!first) return <OfferNotFound />;
  const view = offerView(first.offer);
  const products = pages.flatMap((page) => page.products);

  return (
    <div className={styles.page}>
      <Breadcrumbs
        crumbs={[
          { name: 'Offers', url: OFFERS_BROWSE_PATH },
          { name: view.heading, url: first.offer.promoPath },
        ]}
      />
      <header className={styles.header}>
        <p className={view.display.tone === 'saving' ? styles.kindSaving : styles.kind}>
          {view.display.label}
        </p>
        <h1 id={headingId} className={styles.title}>
          {view.heading}
        </h1>
        <ul className={styles.facts}>
          {view.ends && <li>{view.ends}</li>}
          {view.threshold && <li>{view.threshold}</li>}
          <li>{productCountText(first.totalMatches)}</li>
        </ul>
        {view.membersOnly && <p className={styles.members}>{view.membersOnly}</p>}
      </header>

      <section aria-labelledby={headingId} className={styles.results}>
        {products.length > 0 ? (
          <ProductGrid
            products={products}
            listName={`offer: ${offerId}`}
            listId={`offer ${offerId}`}
            onQuantityChange={onQuantityChange}
          />
        ) : (
          <p>None of this offer’s products can be bought today.</p>
        )}

        {list.isFetchNextPageError && (
          <Notice severity="ERROR">
            <p>Sorry, we couldn’t load more products.</p>
            <Button size="small" onClick={() => void list.fetchNextPage()}>
              Try again
            </Button>
          </Notice>
        )}

        <LoadMore
          shown={
            list.isFetchingNextPage
              ? 'Loading more products…'
              : shownText(products.length, first.totalMatches)
          }
          canLoadMore={list.hasNextPage}
          loading={list.isFetchingNextPage}
          onLoadMore={() => void list.fetchNextPage()}
          announce
        />
      </section>

      <nav aria-label="More offers" className={styles.moreOffers}>
        {view.moreOfKind && (
          <StorefrontLink href={view.moreOfKind.href}>{view.moreOfKind.text}</StorefrontLink>
        )}
        <StorefrontLink href={OFFERS_BROWSE_PATH}>See all offers</StorefrontLink>
      </nav>
    </div>
  );
}
