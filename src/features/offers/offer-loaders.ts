import type { QueryClient } from '@tanstack/react-query';
import { notFound, redirect } from '@tanstack/react-router';
import { buylistAddressOf, buylistLineNumbersOf } from '../../domain/buylist.ts';
import { BUNDLES_PAGE, featuredPageOf } from '../../domain/featured-pages.ts';
import type { ShopDoor } from '../../shop/door/door.tsx';
import { browsePageSearchSchema, parseSearch } from '../catalogue/catalogue.search.ts';
import { loadProductList, preloadResultsPageParts } from '../catalogue/route-loaders.ts';
import { featuredListQuery } from './featured.ts';
import {
  bundleQueryOptions,
  bundlesQueryOptions,
  buylistQueryOptions,
  isOfferId,
  offerPageQueryOptions,
} from './offers.queries.ts';

/**
 * The loaders of the offers pages (doc 3 §2 "Offers, bundles, meal deals", buylist). The routes import this
 * module when they load, not with the app's first script. A failed call is left to the route's error view
 * (the fallback page with Try again); an offer or bundle that is not there is the page's not-found view.
 */

const OFFER_PATH = '/ecom/shop/offers/';

/**
 * shop/offers/{offerId}: the offer's first page; a meal deal goes to its own page (its promoPath). An offer
 * that is not there is the page's own not-found view (OfferPage), which loads with the page.
 */
export async function loadOfferPage(queryClient: QueryClient, offerId: string): Promise<void> {
  preloadResultsPageParts();
  if (!isOfferId(offerId)) return;
  const pages = await queryClient.ensureInfiniteQueryData(offerPageQueryOptions(offerId));
  const first = pages.pages[0];
  if (!first) return;
  const { promoPath } = first.offer;
  if (promoPath.startsWith('/ecom/') && !promoPath.startsWith(`${OFFER_PATH}${offerId}`)) {
    throw redirect({ href: promoPath, replace: true });
  }
}

export async function loadBundlesPage(queryClient: QueryClient): Promise<void> {
  preloadResultsPageParts();
  await queryClient.ensureQueryData(bundlesQueryOptions());
}

export async function loadBundlePage(queryClient: QueryClient, bundleName: string): Promise<void> {
  preloadResultsPageParts();
  if (!/^[a-z0-9-]{1,60}$/.test(bundleName)) throw notFound();
  if ((await queryClient.ensureQueryData(bundleQueryOptions(bundleName))) === null) throw notFound();
}

/**
 * shop/buylist/{lineNumbers}[/preview]: the products the address names; an address naming none, or with
 * anything but /preview after them, is not found.
 */
export async function loadBuylistPage(queryClient: QueryClient, splat: string): Promise<void> {
  preloadResultsPageParts();
  const address = buylistAddressOf(splat);
  if (!address) throw notFound();
  const { lineNumbers } = buylistLineNumbersOf(address.lineNumbers);
  if (lineNumbers.length === 0) throw notFound();
  await queryClient.ensureQueryData(buylistQueryOptions(lineNumbers));
}

export interface FeaturedLoad {
  context: { queryClient: QueryClient; shop: ShopDoor };
  location: { href: string; search: unknown };
}

/** shop/featured/{page}/*: its products (the content service's), or the not-found page for another name. */
export async function loadFeaturedPage(name: string, { context, location }: FeaturedLoad): Promise<void> {
  preloadResultsPageParts();
  if (name === BUNDLES_PAGE) return loadBundlesPage(context.queryClient);
  const page = featuredPageOf(name);
  if (!page) throw notFound();
  await loadProductList({
    queryClient: context.queryClient,
    shop: context.shop,
    query: featuredListQuery(page, parseSearch(browsePageSearchSchema, location.search)),
    href: location.href,
  });
}
