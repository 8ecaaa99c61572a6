import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { type TrolleyActor, type TrolleySnapshot, trolleyMachine } from '../../machines/trolley.machine.ts';
import { selectItemTotalPence, selectLines } from '../../machines/trolley.selectors.ts';
import { createApiClient } from '../../src/api/client.ts';
import { createTrolleyApi, type TrolleyApi } from '../../src/api/trolley.ts';
import { toPence } from '../../src/domain/money.ts';
import type { TrolleyChange, TrolleyProduct } from '../../src/domain/trolley.ts';
import { trolleyActors } from '../../src/shop/trolley/trolley-actors.ts';
import type { Harness } from './support/auth-harness.ts';
import { anonymousShopper, createTrolleyHarness, type FixtureRef, P } from './support/trolley-fixtures.ts';

// The trolley machine against the real server (issue 6): random sequences of adds, changes, removals,
// notes, substitute-all and failures (calls that never reach the server, and answers that never come back)
// go through the machine, with the server's own API in process; however they interleave, once the machine
// has settled its trolley is the server's, and no optimistic item is left behind.

let h: Harness;
beforeAll(async () => {
  h = await createTrolleyHarness();
});
afterAll(async () => {
  await h?.close();
});

type FailureMode = 'before' | 'after';

/** A shopper's call layer over `app.request`, whose next calls can be made to fail. */
async function connectedShopper() {
  const browser = await anonymousShopper(h);
  const failures: FailureMode[] = [];
  const client = createApiClient({
    baseUrl: 'http://shop.test/api',
    getAccessToken: () => browser.accessToken ?? 'unauthenticated',
    fetch: async (request) => {
      const mode = failures.shift();
      if (mode === 'before') throw new TypeError('Failed to fetch');
      const response = await h.app.request(request);
      if (mode === 'after') throw new TypeError('Failed to fetch (the answer was lost)');
      return response;
    },
  });
  return { api: createTrolleyApi(client), failures };
}

const KEYS = ['milk', 'coffee', 'cheese', 'bananas'] as const;
type Key = (typeof KEYS)[number];

/** What a pod would know of the fixture product (the server's own answer gives the rest). */
function productOf(key: Key): TrolleyProduct {
  const ref = P[key] as FixtureRef;
  const uom = ref.uom;
  return {
    id: ref.id,
    lineNumber: ref.lineNumber,
    name: `Test ${key}`,
    brand: 'Test brand',
    size: '1 each',
    productType: 'G',
    availability: 'IN_STOCK',
    thumbnail: '',
    maxPersonalisedMessageLength: null,
    substitutionsProhibited: false,
    containsAlcohol: false,
    currentSaleUnitPrice: {
      price: { amount: ref.pricePence / 100, currencyCode: 'GBP' },
      quantity: { amount: 1, uom },
    },
    defaultQuantity: { amount: uom === 'KGM' ? 0.5 : 1, uom },
    depositCharge: null,
    displayPrice: `£${(ref.pricePence / 100).toFixed(2)}`,
  };
}

type Step =
  | { kind: 'set'; key: Key; amount: number }
  | { kind: 'note'; key: Key; note: string | null }
  | { kind: 'substitutions'; allowed: boolean }
  | { kind: 'fail'; mode: FailureMode }
  | { kind: 'settle' };

// Items step by 1 up to 5, and now and then 100, which the server refuses ('you can only order 99');
// bananas by half a kilo.
const amountFor = (key: Key) =>
  key === 'bananas'
    ? fc.constantFrom(0, 0.5, 1, 1.5, 2)
    : fc.oneof(
        { weight: 9, arbitrary: fc.integer({ min: 0, max: 5 }) },
        { weight: 1, arbitrary: fc.constant(100) },
      );

const stepArbitrary: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc
      .constantFrom(...KEYS)
      .chain((key) => amountFor(key).map((amount): Step => ({ kind: 'set', key, amount }))),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('note' as const),
      key: fc.constantFrom(...KEYS),
      note: fc.constantFrom('Ripe ones please', 'Long dates', null),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('substitutions' as const), allowed: fc.boolean() }) },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('fail' as const),
      mode: fc.constantFrom<FailureMode>('before', 'after'),
    }),
  },
  { weight: 2, arbitrary: fc.constant<Step>({ kind: 'settle' }) },
);

function changeOf(step: Step): TrolleyChange | null {
  if (step.kind === 'set') {
    const product = productOf(step.key);
    return {
      kind: 'item',
      lineNumber: product.lineNumber,
      productId: product.id,
      quantity: { amount: step.amount, uom: product.defaultQuantity.uom },
      product,
    };
  }
  if (step.kind === 'note') {
    return { kind: 'item', lineNumber: productOf(step.key).lineNumber, noteToShopper: step.note };
  }
  if (step.kind === 'substitutions') return { kind: 'substitutions', allowed: step.allowed };
  return null;
}

const settled = (snapshot: TrolleySnapshot) =>
  snapshot.matches({ sync: { ready: 'idle' } }) ||
  snapshot.matches({ sync: 'loadFailed' }) ||
  snapshot.matches({ sync: 'unavailable' });

async function settle(actor: TrolleyActor) {
  await waitFor(actor, settled, { timeout: 10_000 });
}

/** What must agree: each line's product, quantity, note and substitution choice. */
function linesOf(
  items: readonly {
    lineNumber: string;
    quantity: { amount: number; uom: string };
    noteToShopper: string | null;
    canSubstitute: boolean;
  }[],
) {
  return items
    .map((item) => ({
      lineNumber: item.lineNumber,
      quantity: item.quantity,
      noteToShopper: item.noteToShopper,
      canSubstitute: item.canSubstitute,
    }))
    .sort((a, b) => a.lineNumber.localeCompare(b.lineNumber));
}

async function runSteps(steps: readonly Step[]) {
  const { api, failures } = await connectedShopper();
  const context = await api.shoppingContext();
  const actor = createActor(trolleyMachine.provide({ actors: trolleyActors(api) }));
  actor.start();
  try {
    actor.send({
      type: 'SESSION_CHANGED',
      session: {
        customerId: context.customerId,
        customerOrderId: context.customerOrderId,
        customerOrderState: context.customerOrderState,
      },
    });
    await settle(actor);

    for (const step of steps) {
      if (step.kind === 'fail') failures.push(step.mode);
      else if (step.kind === 'settle') await settle(actor);
      else {
        const change = changeOf(step);
        if (change) actor.send({ type: 'CHANGE', change });
      }
    }

    // The network comes back; whatever happened, the shopper's trolley settles.
    await settle(actor);
    failures.length = 0;
    if (!actor.getSnapshot().matches({ sync: { ready: 'idle' } })) {
      actor.send({ type: 'RELOAD' });
      await settle(actor);
    }

    const snapshot = actor.getSnapshot();
    expect(snapshot.matches({ sync: { ready: 'idle' } })).toBe(true);
    const { queue, sending, trolley } = snapshot.context;
    expect(queue).toEqual([]);
    expect(sending).toEqual([]);

    const lines = selectLines(snapshot);
    // No optimistic item is left behind: every line is the server's, none waiting for an answer.
    for (const line of lines) {
      expect(line.trolleyItemId).toBeGreaterThan(0);
      expect(line.processing).toBe(false);
    }

    const server = await api.getTrolley();
    expect(server.failures).toEqual([]);
    expect(linesOf(lines)).toEqual(linesOf(server.trolley?.trolleyItems ?? []));
    expect(trolley?.substitutionsAllowed).toBe(server.trolley?.substitutionsAllowed);
    expect(selectItemTotalPence(snapshot)).toBe(
      toPence(server.trolley?.trolleyTotals.itemTotalEstimatedCost ?? 0),
    );
  } finally {
    actor.stop();
  }
}

describe('the trolley machine against the server (a property)', () => {
  it('ends with the machine’s trolley equal to the server’s, and no optimistic item left', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(stepArbitrary, { minLength: 1, maxLength: 25 }), (steps) => runSteps(steps)),
      { numRuns: 25 },
    );
  });

  it('sends a burst of changes to different products as one bulk update', async () => {
    const { api } = await connectedShopper();
    const calls: string[] = [];
    const counted: TrolleyApi = {
      ...api,
      addItemToTrolley: (...args) => {
        calls.push('addItemToTrolley');
        return api.addItemToTrolley(...args);
      },
      updateTrolleyItems: (...args) => {
        calls.push('updateTrolleyItems');
        return api.updateTrolleyItems(...args);
      },
    };
    const context = await api.shoppingContext();
    const actor = createActor(trolleyMachine.provide({ actors: trolleyActors(counted) }));
    actor.start();
    actor.send({ type: 'SESSION_CHANGED', session: { ...context } });
    await settle(actor);
    for (const key of ['milk', 'coffee', 'cheese'] as const) {
      const change = changeOf({ kind: 'set', key, amount: 2 });
      if (change) actor.send({ type: 'CHANGE', change });
    }
    await settle(actor);
    // The first goes at once; the two that waited for it go together.
    expect(calls).toEqual(['addItemToTrolley', 'updateTrolleyItems']);
    const server = await api.getTrolley();
    expect(server.trolley?.trolleyItems.map((item) => item.quantity.amount)).toEqual([2, 2, 2]);
    actor.stop();
  });
});
