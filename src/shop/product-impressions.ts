/**
 * The product impressions actor (doc 1 §7.5): its batches are pushed to the data layer as
 * product_list_impression events, every 20 impressions or 5 minutes after a batch's first. The shop starts
 * one for the page; the results pages' impression watcher (src/features/catalogue/use-product-impressions.ts)
 * reports to it through `shop.reportProductImpression`.
 */
import { createActor } from 'xstate';
import {
  type ProductImpression,
  type ProductImpressionsActor,
  productImpressionsMachine,
} from '../../machines/product-impressions.machine.ts';
import { CURRENCY_CODE } from '../domain/money.ts';
import { type PushToDataLayer, pushToDataLayer } from './door/data-layer.ts';

export function productListImpressionEvent(impressions: readonly ProductImpression[]) {
  return {
    event: 'product_list_impression',
    ecommerce: { currencyCode: CURRENCY_CODE, impressions: [...impressions] },
  };
}

/** Starts an impressions actor whose batches are pushed to the data layer. */
export function createProductImpressions(push: PushToDataLayer = pushToDataLayer): ProductImpressionsActor {
  const actor = createActor(productImpressionsMachine);
  actor.on('impressions', ({ impressions }) => push(productListImpressionEvent(impressions)));
  return actor.start();
}
