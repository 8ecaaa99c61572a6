import { type ActorRefFrom, assign, emit, setup } from 'xstate';
import {
  PRODUCT_IMPRESSION_BATCH_SIZE,
  PRODUCT_IMPRESSION_FLUSH_MS,
  type ProductImpression,
} from '../src/domain/product-analytics.ts';

export type { ProductImpression } from '../src/domain/product-analytics.ts';

export type ProductImpressionsEvent =
  | { type: 'IMPRESSION'; impression: ProductImpression }
  /** Sends what is waiting now (the page is being left for good). */
  | { type: 'FLUSH' };

/** Told to whoever pushes to the data layer (src/shop/product-impressions.ts). */
export type ProductImpressionsEmitted = { type: 'impressions'; impressions: ProductImpression[] };

/**
 * Product impressions are gathered into batches: a batch goes to analytics when it holds 20, or 5 minutes
 * after its first impression, whichever comes first. One actor for the life of the page, so that moving
 * between lists does not lose or split a batch.
 */
export const productImpressionsMachine = setup({
  types: {
    context: {} as { impressions: ProductImpression[] },
    events: {} as ProductImpressionsEvent,
    emitted: {} as ProductImpressionsEmitted,
  },
  actions: {
    'keep the impression': assign({
      impressions: ({ context, event }) =>
        event.type === 'IMPRESSION' ? [...context.impressions, event.impression] : context.impressions,
    }),
    'send the batch': emit(({ context }) => ({
      type: 'impressions' as const,
      impressions: context.impressions,
    })),
    'start a new batch': assign({ impressions: [] }),
  },
  guards: {
    'the batch is full': ({ context }) => context.impressions.length >= PRODUCT_IMPRESSION_BATCH_SIZE,
  },
  delays: {
    IMPRESSION_FLUSH: PRODUCT_IMPRESSION_FLUSH_MS,
  },
}).createMachine({
  id: 'productImpressions',
  description:
    'Gathers the products a shopper has seen in lists and sends them to analytics as product_list_impression ' +
    'events: every 20 impressions, or 5 minutes after the first one of a batch.',
  context: { impressions: [] },
  initial: 'waiting',
  states: {
    waiting: {
      description: 'No impressions are waiting to be sent.',
      on: { IMPRESSION: { target: 'gathering', actions: 'keep the impression' } },
    },
    gathering: {
      description: 'A batch is being gathered; it is sent when it holds 20, or when its 5 minutes are up.',
      always: {
        guard: 'the batch is full',
        target: 'waiting',
        actions: ['send the batch', 'start a new batch'],
      },
      after: { IMPRESSION_FLUSH: { target: 'waiting', actions: ['send the batch', 'start a new batch'] } },
      on: {
        IMPRESSION: { actions: 'keep the impression' },
        FLUSH: { target: 'waiting', actions: ['send the batch', 'start a new batch'] },
      },
    },
  },
});

export type ProductImpressionsActor = ActorRefFrom<typeof productImpressionsMachine>;
