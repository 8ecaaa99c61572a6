import { expect } from 'vitest';
import type { EventFromLogic } from 'xstate';
import { type TrolleySnapshot, trolleyMachine } from '../machines/trolley.machine.ts';
import { selectItemCount, selectLines } from '../machines/trolley.selectors.ts';
import {
  TROLLEY_MESSAGES,
  type Trolley,
  type TrolleyAnswer,
  type TrolleyChange,
  type TrolleyItem,
  type TrolleyProduct,
  visibleLines,
} from '../src/domain/trolley.ts';
import { REMOVED_LINE_UNDO_MS } from '../src/domain/trolley-limits.ts';
import type { MachineModel, ReplayWorld } from './support/walk-machine.ts';

const gbp = (amount: number) => ({ amount, currencyCode: 'GBP' });

function product(lineNumber: string, name: string, pence: number): TrolleyProduct {
  return {
    id: `${lineNumber}-1`,
    lineNumber,
    name,
    brand: 'Waitrose',
    size: '1 each',
    productType: 'G',
    availability: 'IN_STOCK',
    thumbnail: `/images/${lineNumber}.svg`,
    maxPersonalisedMessageLength: null,
    substitutionsProhibited: false,
    containsAlcohol: false,
    currentSaleUnitPrice: { price: gbp(pence / 100), quantity: { amount: 1, uom: 'C62' } },
    defaultQuantity: { amount: 1, uom: 'C62' },
    depositCharge: null,
    displayPrice: `£${(pence / 100).toFixed(2)}`,
  };
}

const MILK = product('100001', 'Essential Milk', 150);
const BREAD = product('100002', 'Seeded Bread', 140);

function line(item: TrolleyProduct, id: number, amount: number): TrolleyItem {
  const total = gbp((amount * item.currentSaleUnitPrice.price.amount * 100) / 100);
  return {
    trolleyItemId: id,
    lineNumber: item.lineNumber,
    productId: item.id,
    quantity: { amount, uom: 'C62' },
    reservedQuantity: null,
    canSubstitute: true,
    noteToShopper: null,
    personalisedMessage: null,
    batchId: null,
    locked: false,
    processing: false,
    retailPrice: total,
    price: item.currentSaleUnitPrice.price,
    saving: gbp(0),
    totalPrice: total,
    depositCharge: null,
    discounts: [],
    triggeredPromotions: [],
    untriggeredPromotions: [],
    product: item,
  };
}

function trolley(items: TrolleyItem[]): Trolley {
  const pence = items.reduce((sum, item) => sum + Math.round(item.totalPrice.amount * 100), 0);
  return {
    orderId: '5001',
    customerOrderState: 'PENDING',
    amendingOrder: false,
    instantCheckout: 'NOT_ALLOWED',
    slotChangeable: true,
    substitutionsAllowed: true,
    conflicts: [],
    trolleyItems: items,
    trolleyTotals: {
      collectionMinimumOrderValue: gbp(25),
      deliveryMinimumOrderValue: gbp(40),
      deliveryCharge: null,
      itemTotalEstimatedCost: gbp(pence / 100),
      totalEstimatedCost: gbp(pence / 100),
      totalDepositCharge: gbp(0),
      minimumSpendThresholdMet: pence >= 4000,
      savingsFromOffers: gbp(0),
      savingsFromOffersAndIncentives: gbp(0),
      savingsFromMyWaitrose: gbp(0),
      totalSavings: gbp(0),
      partnerDiscountSavings: gbp(0),
      orderLines: items.length,
      giftCards: gbp(0),
      giftVouchers: gbp(0),
      paymentCard: gbp(pence / 100),
      trolleyItemCounts: { hardConflicts: 0, softConflicts: 0, noConflicts: items.length },
    },
    promotions: [],
  };
}

/** The server's answers the walk uses, by name; the names are what the projection and paths show. */
const ANSWERS = {
  'an empty trolley': { trolley: trolley([]), failures: [] },
  'a trolley with milk': { trolley: trolley([line(MILK, 7, 1)]), failures: [] },
  'a refusal': {
    trolley: trolley([line(MILK, 7, 1)]),
    failures: [{ type: 'INVALID_QUANTITY', message: 'Sorry, you can only order 99 of this product.' }],
  },
  'order gone': {
    trolley: null,
    failures: [{ type: 'ORDER_NOT_FOUND', message: 'Sorry, we could not find this trolley.' }],
  },
  'no trolley': { trolley: null, failures: [{ type: 'INVALID_INPUT', message: 'Something is wrong.' }] },
} satisfies Record<string, TrolleyAnswer>;
type AnswerName = keyof typeof ANSWERS;

const answerName = (answer: TrolleyAnswer | null | undefined) =>
  (Object.keys(ANSWERS) as AnswerName[]).find((name) => ANSWERS[name] === answer);

const CHANGES = {
  'add milk': {
    kind: 'item',
    lineNumber: MILK.lineNumber,
    quantity: { amount: 1, uom: 'C62' },
    product: MILK,
  },
  'remove milk': { kind: 'item', lineNumber: MILK.lineNumber, quantity: { amount: 0, uom: 'C62' } },
  'swap the milk for bread': { kind: 'replace', trolleyItemId: 7, product: BREAD },
  'no substitutions': { kind: 'substitutions', allowed: false },
  'empty the trolley': { kind: 'empty' },
} satisfies Record<string, TrolleyChange>;
type ChangeName = keyof typeof CHANGES;

const changeName = (change: TrolleyChange) =>
  (Object.keys(CHANGES) as ChangeName[]).find((name) => CHANGES[name] === change) ?? change.kind;

type TrolleyModelEvent = EventFromLogic<typeof trolleyMachine>;

type ActorId = 'loadTrolley' | 'sendItems' | 'replaceItem' | 'setSubstitutions' | 'emptyTrolley';

const done = (id: ActorId, answer: AnswerName) =>
  ({ type: `xstate.done.actor.${id}`, output: ANSWERS[answer], actorId: id }) as TrolleyModelEvent;
const failed = (id: ActorId) =>
  ({
    type: `xstate.error.actor.${id}`,
    error: new TypeError('Failed to fetch'),
    actorId: id,
  }) as TrolleyModelEvent;

const CUSTOMER = { customerId: 1001, customerOrderId: '5001', customerOrderState: 'PENDING' };
const ANONYMOUS = { customerId: -1, customerOrderId: null, customerOrderState: null };

const events: TrolleyModelEvent[] = [
  { type: 'SESSION_CHANGED', session: CUSTOMER },
  { type: 'SESSION_CHANGED', session: ANONYMOUS },
  ...(Object.values(CHANGES) as TrolleyChange[]).map((change) => ({ type: 'CHANGE' as const, change })),
  { type: 'UNDO_REMOVE' },
  { type: 'DISMISS_UNDO' },
  { type: 'RELOAD' },
  { type: 'TROLLEY_RECEIVED', answer: ANSWERS['a trolley with milk'], since: 0 },
  { type: 'DISMISS_NOTICE' },
  { type: 'DISMISS_NETWORK_ERROR' },
  { type: 'REFRESH_PAGE' },
  done('loadTrolley', 'an empty trolley'),
  done('loadTrolley', 'a trolley with milk'),
  done('loadTrolley', 'order gone'),
  done('loadTrolley', 'no trolley'),
  failed('loadTrolley'),
  done('sendItems', 'an empty trolley'),
  ...(['sendItems', 'replaceItem', 'setSubstitutions', 'emptyTrolley'] as const).flatMap((id) => [
    done(id, 'a trolley with milk'),
    done(id, 'a refusal'),
    done(id, 'order gone'),
    failed(id),
  ]),
];

function describeEvent(event: TrolleyModelEvent): string | undefined {
  if (event.type === 'CHANGE') return changeName(event.change);
  if (event.type === 'SESSION_CHANGED') {
    return event.session.customerId === -1 ? 'an anonymous session' : "a customer's session";
  }
  if ('output' in event) {
    return `${event.type.replace('xstate.done.actor.', '')} answers ${answerName(event.output as TrolleyAnswer)}`;
  }
  return undefined;
}

/**
 * The few facts that tell states apart, so that the graph stays small enough to walk every edge: the states;
 * once the trolley is loaded, the server's lines and whether a removal waits at the head of the queue (a
 * removal of a line the server does not have needs no call). What is sent follows from the state; the
 * messages, the removed line and the queue's contents are checked by the invariants on the real actor.
 */
function project(snapshot: TrolleySnapshot) {
  const { context } = snapshot;
  if (!snapshot.matches({ sync: 'ready' })) {
    return { value: snapshot.value, loaded: context.trolley !== null };
  }
  const [next] = context.queue;
  return {
    value: snapshot.value,
    server: context.trolley?.trolleyItems.map((item) => `${item.lineNumber}×${item.quantity.amount}`),
    removalWaits: next?.kind === 'item' && next.quantity?.amount === 0,
  };
}

const invocationsOf = (world: ReplayWorld, src: string) =>
  world.invocations.filter((invocation) => invocation.src === src);

/**
 * The trolley as a model: sessions start and change, the shopper changes the trolley in every way, the
 * server answers, refuses, says the order is gone or does not answer at all, and time passes. Walked by
 * `trolley.test.ts`.
 */
export const trolleyModel: MachineModel<typeof trolleyMachine> = {
  machine: trolleyMachine,
  events,
  project,
  describeEvent,
  provide: (world) => ({
    actions: {
      'reload the page': () => {
        world.effects.push({ name: 'reload the page' });
      },
    },
  }),
  invariants: {
    '*': (snapshot) => {
      const { context } = snapshot;
      // Optimistic ids never reach the server's trolley; the server's lines are never negative.
      for (const item of context.trolley?.trolleyItems ?? []) expect(item.trolleyItemId).toBeGreaterThan(0);
      // Optimistic lines carry the negative line number (doc 2 §9).
      for (const item of selectLines(snapshot)) {
        if (!context.trolley?.trolleyItems.includes(item) && item.trolleyItemId < 0) {
          expect(item.trolleyItemId).toBe(-Number(item.lineNumber));
        }
      }
      expect(selectItemCount(snapshot)).toBe(
        selectLines(snapshot).reduce((sum, item) => sum + item.quantity.amount, 0),
      );
      // Nothing is sent outside the states that send.
      const sends = ['sendingItems', 'replacing', 'settingSubstitutions', 'emptying'].some((state) =>
        snapshot.matches({ sync: { ready: state } } as never),
      );
      if (!sends) expect(context.sending).toEqual([]);
    },
    'sync.waitingForSession': (snapshot) => {
      expect(snapshot.context.trolley).toBeNull();
    },
    'sync.noTrolley': (snapshot) => {
      expect(snapshot.context.trolley).toBeNull();
      expect(snapshot.context.session?.customerOrderState ?? null).toBeNull();
    },
    'sync.loading': (snapshot, { event, world }) => {
      // An undone removal waits to be sent after the load.
      if (event.type === 'UNDO_REMOVE') expect(snapshot.context.queue.length).toBeGreaterThan(0);
      const [load] = invocationsOf(world, 'loadTrolley').slice(-1);
      expect(load?.outcome).toBeUndefined();
      expect(load?.input).toEqual({
        orderId: snapshot.context.trolley?.orderId ?? snapshot.context.session?.customerOrderId ?? null,
      });
    },
    'sync.refreshing': (_snapshot, { world }) => {
      // doc 2 §8: the refresh asks for the current trolley, without the id that is gone.
      const [load] = invocationsOf(world, 'loadTrolley').slice(-1);
      expect(load?.input).toEqual({ orderId: null });
      expect(load?.outcome).toBeUndefined();
    },
    'sync.unavailable': (_snapshot, { event, world }) => {
      if (event.type === 'REFRESH_PAGE') expect(world.effects.at(-1)?.name).toBe('reload the page');
    },
    'sync.loadFailed': (snapshot, { event }) => {
      expect(snapshot.context.sending).toEqual([]);
      // Nothing would send a change made here: CHANGE and UNDO_REMOVE load the trolley again first.
      expect(['CHANGE', 'UNDO_REMOVE'], 'a change made here is not left unsent').not.toContain(event.type);
    },
    'sync.ready': (snapshot) => {
      expect(snapshot.context.trolley).not.toBeNull();
    },
    'sync.ready.idle': (snapshot, { event }) => {
      // Nothing rests in the queue while nothing is being sent.
      expect(snapshot.context.queue).toEqual([]);
      expect(snapshot.context.sending).toEqual([]);
      // doc 2 §4 "On any trolley error, all optimistic items are cleared": the shopper sees the server's lines.
      if (
        event.type.startsWith('xstate.done.actor.') &&
        answerName((event as unknown as { output: TrolleyAnswer }).output) === 'a refusal'
      ) {
        expect(selectLines(snapshot)).toEqual(snapshot.context.trolley?.trolleyItems);
        expect(snapshot.context.notice).not.toBeNull();
      }
    },
    'sync.ready.sendingItems': (snapshot, { world }) => {
      const { sending } = snapshot.context;
      expect(sending.length).toBeGreaterThan(0);
      expect(sending.every((change) => change.kind === 'item')).toBe(true);
      const [send] = invocationsOf(world, 'sendItems').slice(-1);
      const input = send?.input as
        | { items: { kind: string; input: { trolleyItemId?: number } }[] }
        | undefined;
      const items = input?.items ?? [];
      expect(items.length).toBeGreaterThan(0);
      for (const item of items) {
        // An add carries the optimistic id; every other change names the server's line.
        if (item.kind === 'add') expect(item.input.trolleyItemId).toBeLessThan(0);
        else expect(item.input.trolleyItemId).toBeGreaterThan(0);
      }
    },
    'sync.ready.replacing': (snapshot) => {
      expect(snapshot.context.sending.map((change) => change.kind)).toEqual(['replace']);
    },
    'sync.ready.settingSubstitutions': (snapshot) => {
      expect(snapshot.context.sending.map((change) => change.kind)).toEqual(['substitutions']);
    },
    'sync.ready.emptying': (snapshot) => {
      expect(snapshot.context.sending.map((change) => change.kind)).toEqual(['empty']);
      // The lines go at once (changes asked for since then come back on top); the server confirms.
      const { trolley: server, sending } = snapshot.context;
      expect(visibleLines(server, sending).filter((item) => !item.locked)).toEqual([]);
    },
    'sync.ready.recovering': (snapshot, { event }) => {
      expect(snapshot.context.sending).toEqual([]);
      if (event.type.startsWith('xstate.error.actor.')) {
        // doc 2 §4 "On any trolley error, all optimistic items are cleared."
        expect(snapshot.context.queue).toEqual([]);
        const { notice, networkError } = snapshot.context;
        // doc 2 §8: an add that fails says so; any other failure is the generic trolley modal.
        expect(notice?.title === TROLLEY_MESSAGES.itemNotAdded || networkError).toBe(true);
      }
    },
    'undo.none': (snapshot) => {
      expect(snapshot.context.removed).toBeNull();
    },
    'undo.offered': (snapshot, { world }) => {
      expect(snapshot.context.removed).not.toBeNull();
      const [timer] = world.timers();
      expect(timer?.inMs).toBeLessThanOrEqual(REMOVED_LINE_UNDO_MS);
      // The removed line is not on show while undo is offered, unless it came back another way.
      const shown = selectLines(snapshot).map((item) => item.lineNumber);
      expect(
        shown.filter((lineNumber) => lineNumber === snapshot.context.removed?.lineNumber).length,
      ).toBeLessThanOrEqual(1);
    },
  },
};
