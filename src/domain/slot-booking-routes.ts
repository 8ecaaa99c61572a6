/**
 * The slot pages' paths and the collection redirect (doc 2 §2, doc 1 §2.4): what route guards need, apart
 * from the rest of the slot rules so that the route tree (loaded with every page) carries only this.
 */

export const BOOKSLOT_PATH = '/ecom/bookslot';
export const SERVICE_SELECTION_PATH = '/ecom/serviceselection';
export const DELIVERY_SLOTS_PATH = '/ecom/bookslot/delivery';
export const COLLECTION_PATH = '/ecom/bookslot/collection';
export const GROCERIES_COLLECTION_PATH = `${COLLECTION_PATH}/groceries`;
export const ENTERTAINING_COLLECTION_PATH = `${COLLECTION_PATH}/entertaining`;
export const GROCERIES_AND_ENTERTAINING_COLLECTION_PATH = `${COLLECTION_PATH}/groceriesandentertaining`;
export const SELECT_COLLECTION_SERVICE_PATH = '/ecom/bookslot/collection/selectcollectionservice';
export const RESELECT_SERVICE_PATH = '/ecom/bookslot/collection/reselect-service';
export const RESCHEDULING_PROHIBITED_PATH = '/ecom/reschedulingprohibited';
export const TROLLEY_PAGE_PATH = '/ecom/shop/trolley';

/** Fulfilment-type search values (`?fulfilmentType=entertaining`) and the collection page each names. */
const COLLECTION_TYPES: Readonly<Record<string, string>> = {
  groceries: GROCERIES_COLLECTION_PATH,
  grocery_collection: GROCERIES_COLLECTION_PATH,
  entertaining: ENTERTAINING_COLLECTION_PATH,
  entertaining_collection: ENTERTAINING_COLLECTION_PATH,
  'groceries-and-entertaining': GROCERIES_AND_ENTERTAINING_COLLECTION_PATH,
  groceriesandentertaining: GROCERIES_AND_ENTERTAINING_COLLECTION_PATH,
};

/**
 * doc 2 §2, doc 1 §2.4: collection slot booking redirects by fulfilment type to the groceries, entertaining
 * or groceries-and-entertaining collection page, keeping a /christmas suffix; otherwise (null) the generic
 * collection page shows.
 */
export function collectionRedirect(
  fulfilmentType: string | null | undefined,
  christmas: boolean,
): string | null {
  const path = COLLECTION_TYPES[(fulfilmentType ?? '').trim().toLowerCase()];
  if (!path) return null;
  return christmas ? `${path}/christmas` : path;
}
