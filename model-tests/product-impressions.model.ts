import { expect } from 'vitest';
import type { EventFromLogic } from 'xstate';
import { productImpressionsMachine } from '../machines/product-impressions.machine.ts';
import {
  PRODUCT_IMPRESSION_BATCH_SIZE,
  PRODUCT_IMPRESSION_FLUSH_MS,
  type ProductImpression,
} from '../src/domain/product-analytics.ts';
import type { MachineModel } from './support/walk-machine.ts';

const impression: ProductImpression = {
  id: '512345',
  name: 'Essential Semi-Skimmed Milk',
  brand: 'Essential Waitrose',
  category: 'Milk',
  price: 1.45,
  list: 'search',
  position: 1,
};

type ImpressionsEvent = EventFromLogic<typeof productImpressionsMachine>;

const events: ImpressionsEvent[] = [{ type: 'IMPRESSION', impression }, { type: 'FLUSH' }];

/** How many impressions the model has sent so far, and how many it has sent in batches. */
function sentBatches(effects: Array<{ name: string; detail?: unknown }>) {
  return effects.filter((effect) => effect.name === 'impressions').map((effect) => effect.detail as number);
}

/**
 * The product impressions batcher as a model: shoppers see products one at a time, the page may be left
 * (FLUSH), and time passes. Walked by `product-impressions.test.ts`. The count of waiting impressions is
 * part of the projection (it never exceeds 19), so every count from 1 to 19 is visited.
 */
export const productImpressionsModel: MachineModel<typeof productImpressionsMachine> = {
  machine: productImpressionsMachine,
  events,
  project: (snapshot) => ({ value: snapshot.value, waiting: snapshot.context.impressions.length }),
  describeEvent: (event) => (event.type === 'IMPRESSION' ? 'a product is seen' : undefined),
  provide: (world) => ({
    actions: {
      'send the batch': ({ context }) => {
        world.effects.push({ name: 'impressions', detail: context.impressions.length });
      },
    },
  }),
  invariants: {
    '*': (snapshot, { world }) => {
      expect(snapshot.context.impressions.length).toBeLessThan(PRODUCT_IMPRESSION_BATCH_SIZE);
      // Every batch sent holds at least one impression and at most a full batch.
      for (const size of sentBatches(world.effects)) {
        expect(size).toBeGreaterThan(0);
        expect(size).toBeLessThanOrEqual(PRODUCT_IMPRESSION_BATCH_SIZE);
      }
    },
    waiting: (snapshot, { world, event }) => {
      expect(snapshot.context.impressions).toEqual([]);
      expect(world.timers()).toEqual([]);
      if (event.type === 'IMPRESSION') {
        expect(sentBatches(world.effects).at(-1)).toBe(PRODUCT_IMPRESSION_BATCH_SIZE);
      }
    },
    gathering: (snapshot, { world, event }) => {
      expect(snapshot.context.impressions.length).toBeGreaterThan(0);
      expect(snapshot.context.impressions.at(-1)).toEqual(impression);
      const [timer, ...others] = world.timers();
      expect(others).toEqual([]);
      expect(timer?.event).toMatch(/IMPRESSION_FLUSH/);
      // The 5 minutes run from the batch's first impression, not its latest.
      if (event.type === 'IMPRESSION' && snapshot.context.impressions.length === 1) {
        expect(timer?.inMs).toBe(PRODUCT_IMPRESSION_FLUSH_MS);
      }
    },
  },
};
