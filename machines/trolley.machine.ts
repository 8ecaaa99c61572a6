import {
  type ActorRefFrom,
  assertEvent,
  assign,
  type DoneActorEvent,
  type ErrorActorEvent,
  emit,
  fromPromise,
  type SnapshotFrom,
  setup,
  spawnChild,
  stopChild,
} from 'xstate';
import type { Trolley, TrolleyAnswer, TrolleyItem } from '../src/contract/trolley.ts';
import {
  addsAnItem,
  enqueueChange,
  estimatedItemTotalPence,
  type ItemChangeKind,
  type ItemUpdateState,
  isOrderGone,
  isTrolleyOrderState,
  itemInputsOf,
  lineNumbersOf,
  lineOf,
  nextBatch,
  restorationOf,
  TROLLEY_MESSAGES,
  type TrolleyChange,
  type TrolleyItemInput,
  trolleyItemCount,
  visibleLines,
} from '../src/domain/trolley.ts';
import { REMOVED_LINE_UNDO_MS } from '../src/domain/trolley-limits.ts';

/** Who the trolley belongs to, as the session's token says (doc 1 §3 Session). */
export interface TrolleySession {
  customerId: number;
  customerOrderId: string | null;
  customerOrderState: string | null;
}

/** A message about a change that did not happen (doc 2 §8), until the shopper dismisses it. */
export interface TrolleyNotice {
  /** 'Sorry, this item hasn't been added', or the refusal itself. */
  title: string;
  /** Why: the server's failure message, or 'try again'. */
  message: string;
}

export interface TrolleyContext {
  session: TrolleySession | null;
  /** The server's trolley, as it last answered; null until loaded. */
  trolley: Trolley | null;
  /** Changes waiting to be sent, in the order they were asked for. */
  queue: TrolleyChange[];
  /** Changes sent and not yet answered. */
  sending: TrolleyChange[];
  /** doc 2 §4 Trolley item update, by line number. */
  itemStates: Record<string, ItemUpdateState>;
  notice: TrolleyNotice | null;
  /** The generic trolley network modal (doc 2 §8): 'Sorry, we're experiencing an unexpected error.' */
  networkError: boolean;
  /** The line just removed, while 'Undo' is offered. */
  removed: TrolleyItem | null;
  /** How many batches the server has answered: an answer the trolley page fetched before one is stale. */
  answeredBatches: number;
  /** What the shopper sees, kept up to date with the trolley and the changes waiting. */
  view: TrolleyView;
}

/**
 * The trolley as the shopper sees it: the server's lines with every change still waiting laid over them
 * (doc 2 §4), and what the header shows. Kept in the context, so that reading it needs none of the
 * machine's code (the header reads it on every page).
 */
export interface TrolleyView {
  lines: TrolleyItem[];
  /** The header's count (doc 2 §9: shown as 99+ above 99). */
  itemCount: number;
  /** The items' total in pence, changes waiting included at their shelf price. */
  itemTotalPence: number;
  /** An add has not been answered yet (doc 1 §7.5: the abandoned-trolley beacon). */
  addLoading: boolean;
}

const EMPTY_VIEW: TrolleyView = { lines: [], itemCount: 0, itemTotalPence: 0, addLoading: false };

function viewOf({
  trolley,
  sending,
  queue,
}: Pick<TrolleyContext, 'trolley' | 'sending' | 'queue'>): TrolleyView {
  const pending = [...sending, ...queue];
  const lines = visibleLines(trolley, pending);
  return {
    lines,
    itemCount: trolleyItemCount(lines),
    itemTotalPence: estimatedItemTotalPence(trolley, lines),
    addLoading: addsAnItem(pending, trolley),
  };
}

/** Changes to the trolley or the queue, with the view that follows from them. */
function withView(context: TrolleyContext, changes: Partial<TrolleyContext>): Partial<TrolleyContext> {
  return { ...changes, view: viewOf({ ...context, ...changes }) };
}

/** What the shop sends the trolley. */
export type TrolleyEvent =
  /** The session started, or its customer changed (sign-in, sign-out): the trolley is someone else's now. */
  | { type: 'SESSION_CHANGED'; session: TrolleySession }
  /** The shopper changes the trolley: an item's quantity, note, message, substitution or lock; a swap; substitute-all; empty. */
  | { type: 'CHANGE'; change: TrolleyChange }
  /** 'Undo' after a removal. */
  | { type: 'UNDO_REMOVE' }
  | { type: 'DISMISS_UNDO' }
  /** Ask the server for the trolley again (the trolley page, 'Try again'). */
  | { type: 'RELOAD' }
  /** The trolley page fetched the trolley itself (with its recommendations); `since` is `answeredBatches` when it asked. */
  | { type: 'TROLLEY_RECEIVED'; answer: TrolleyAnswer; since: number }
  | { type: 'DISMISS_NOTICE' }
  | { type: 'DISMISS_NETWORK_ERROR' }
  /** 'Refresh' in the modal shown when the trolley could not be loaded after a 400/410. */
  | { type: 'REFRESH_PAGE' }
  | DoneActorEvent<TrolleyAnswer, 'loadTrolley'>
  | ErrorActorEvent<unknown, 'loadTrolley'>
  | DoneActorEvent<TrolleyAnswer, 'sendItems'>
  | ErrorActorEvent<unknown, 'sendItems'>
  | DoneActorEvent<TrolleyAnswer, 'replaceItem'>
  | ErrorActorEvent<unknown, 'replaceItem'>
  | DoneActorEvent<TrolleyAnswer, 'setSubstitutions'>
  | ErrorActorEvent<unknown, 'setSubstitutions'>
  | DoneActorEvent<TrolleyAnswer, 'emptyTrolley'>
  | ErrorActorEvent<unknown, 'emptyTrolley'>;

/** A product added to the trolley, as the server confirmed it (for the cart add analytics event). */
export interface AddedItem {
  lineNumber: string;
  productId: string;
  name: string;
  quantity: { amount: number; uom: string };
  price: number;
  /** The line has a conflict: the add is not counted (doc 2 §4 Optimistic queue). */
  hasConflict: boolean;
}

/** What the trolley tells whoever listens (`trolleyActor.on('loaded', ...)`). */
export type TrolleyEmitted =
  | { type: 'loaded'; trolley: Trolley }
  | { type: 'itemsAdded'; items: AddedItem[] }
  | { type: 'failed'; error: unknown };

// ---------------------------------------------------------------------------------------------------------
// What the actors are given

export interface LoadTrolleyInput {
  /** The order to load; null: the shopper's current trolley. */
  orderId: string | null;
}

export interface SendItemsInput {
  orderId: string | null;
  /** One is sent as an add or an update, several as one bulk update (doc 2 §4). */
  items: { lineNumber: string; kind: ItemChangeKind; input: TrolleyItemInput }[];
}

export interface ReplaceItemInput {
  orderId: string | null;
  item: TrolleyItemInput;
}

export interface SetSubstitutionsInput {
  orderId: string | null;
  allowed: boolean;
}

export interface EmptyTrolleyInput {
  orderId: string | null;
}

type AnswerEventType =
  | 'xstate.done.actor.loadTrolley'
  | 'xstate.done.actor.sendItems'
  | 'xstate.done.actor.replaceItem'
  | 'xstate.done.actor.setSubstitutions'
  | 'xstate.done.actor.emptyTrolley';

const ANSWERS: AnswerEventType[] = [
  'xstate.done.actor.loadTrolley',
  'xstate.done.actor.sendItems',
  'xstate.done.actor.replaceItem',
  'xstate.done.actor.setSubstitutions',
  'xstate.done.actor.emptyTrolley',
];

function notProvided(name: string): never {
  throw new Error(`The trolley's "${name}" is supplied by the app with trolleyMachine.provide()`);
}

function answerOf(event: TrolleyEvent): TrolleyAnswer | null {
  if (event.type === 'TROLLEY_RECEIVED') return event.answer;
  if ((ANSWERS as string[]).includes(event.type)) return (event as DoneActorEvent<TrolleyAnswer>).output;
  return null;
}

const orderIdOf = (context: TrolleyContext) =>
  context.trolley?.orderId ?? context.session?.customerOrderId ?? null;

function withStates(
  states: Record<string, ItemUpdateState>,
  lineNumbers: readonly string[],
  state: ItemUpdateState,
): Record<string, ItemUpdateState> {
  if (lineNumbers.length === 0) return states;
  const next = { ...states };
  for (const lineNumber of lineNumbers) next[lineNumber] = state;
  return next;
}

/** The change the event asks for, if it removes a line the shopper can see. */
function removedLineOf(context: TrolleyContext, event: TrolleyEvent): TrolleyItem | null {
  if (event.type !== 'CHANGE' || event.change.kind !== 'item') return null;
  const { quantity, lineNumber } = event.change;
  if (quantity === undefined || quantity.amount > 0) return null;
  return context.view.lines.find((line) => line.lineNumber === lineNumber) ?? null;
}

/**
 * The shopper's trolley (doc 2 §3, §4 Trolley item update, Optimistic queue, Trolley loading; doc 2 §7, §8).
 * One actor for the life of the page, created in `src/shop/trolley`. A change shows at once (optimistic) and
 * waits in a queue; the queue is sent one call at a time, every item change waiting at its head in one call.
 * When a call fails or is refused, every change still waiting is dropped and the server's trolley shown.
 */
/**
 * How every sending state ends (sending, replacing, setting substitutions, emptying): the order may be gone,
 * some changes refused, or all taken; a failed call drops the optimistic changes and recovers. Written once,
 * so the four states cannot drift apart.
 */
const answeredOutcomes = (onSuccess: readonly 'announce the added items'[]) =>
  [
    {
      guard: 'the order is gone',
      target: '#trolley.sync.refreshing',
      actions: 'drop the optimistic changes',
    },
    {
      guard: 'some changes were refused',
      target: 'idle',
      actions: [
        'show the refusal',
        'drop the optimistic changes',
        'take the answered trolley',
        'count the answered batch',
        'announce the failure',
      ],
    },
    {
      target: 'idle',
      actions: [
        ...onSuccess,
        'take the answered trolley',
        'mark the sent changes updated',
        'count the answered batch',
      ],
    },
  ] as const;
const WHEN_ANSWERED = answeredOutcomes([]);
const WHEN_ANSWERED_WITH_ADDS = answeredOutcomes(['announce the added items']);
const WHEN_THE_CALL_FAILED = {
  target: 'recovering',
  actions: ['show the call failure', 'drop the optimistic changes', 'announce the failure'],
} as const;

export const trolleyMachine = setup({
  types: {
    context: {} as TrolleyContext,
    events: {} as TrolleyEvent,
    emitted: {} as TrolleyEmitted,
  },
  actors: {
    /** getTrolley. */
    loadTrolley: fromPromise<TrolleyAnswer, LoadTrolleyInput>(async () => notProvided('loadTrolley')),
    /** addItemToTrolley or updateTrolleyItem for one change, updateTrolleyItems for several. */
    sendItems: fromPromise<TrolleyAnswer, SendItemsInput>(async () => notProvided('sendItems')),
    /** replaceTrolleyItem. */
    replaceItem: fromPromise<TrolleyAnswer, ReplaceItemInput>(async () => notProvided('replaceItem')),
    /** updateTrolleySubPreferences. */
    setSubstitutions: fromPromise<TrolleyAnswer, SetSubstitutionsInput>(async () =>
      notProvided('setSubstitutions'),
    ),
    /** emptyTrolley. */
    emptyTrolley: fromPromise<TrolleyAnswer, EmptyTrolleyInput>(async () => notProvided('emptyTrolley')),
  },
  actions: {
    'remember the session': assign({
      session: ({ event }) => {
        assertEvent(event, 'SESSION_CHANGED');
        return event.session;
      },
    }),
    'forget the trolley': assign({
      trolley: null,
      queue: [],
      sending: [],
      itemStates: {},
      notice: null,
      networkError: false,
      removed: null,
      view: EMPTY_VIEW,
    }),
    'queue the change': assign(({ context, event }) => {
      assertEvent(event, 'CHANGE');
      const lineNumbers = lineNumbersOf([event.change], context.trolley);
      return withView(context, {
        queue: enqueueChange(context.queue, event.change),
        itemStates: withStates(context.itemStates, lineNumbers, 'optimistic'),
      });
    }),
    'take the next batch': assign(({ context }) => {
      const batch = nextBatch(context.queue);
      return withView(context, {
        sending: batch,
        queue: context.queue.slice(batch.length),
        itemStates: withStates(context.itemStates, lineNumbersOf(batch, context.trolley), 'updating'),
      });
    }),
    'drop the changes that need no call': assign(({ context }) => {
      const batch = nextBatch(context.queue);
      return withView(context, {
        queue: context.queue.slice(batch.length),
        itemStates: withStates(context.itemStates, lineNumbersOf(batch, context.trolley), 'updated'),
      });
    }),
    'load the trolley': spawnChild('loadTrolley', {
      id: 'loadTrolley',
      input: ({ context }) => ({ orderId: orderIdOf(context) }),
    }),
    'load the current trolley': spawnChild('loadTrolley', {
      id: 'loadTrolley',
      input: () => ({ orderId: null }),
    }),
    'stop loading': stopChild('loadTrolley'),
    'send the items': spawnChild('sendItems', {
      id: 'sendItems',
      input: ({ context }) => ({
        orderId: orderIdOf(context),
        items: itemInputsOf(context.sending, context.trolley),
      }),
    }),
    'stop sending the items': stopChild('sendItems'),
    'send the swap': spawnChild('replaceItem', {
      id: 'replaceItem',
      input: ({ context }) => {
        const [change] = context.sending;
        if (change?.kind !== 'replace') throw new Error('The batch is not a swap');
        return {
          orderId: orderIdOf(context),
          item: {
            trolleyItemId: change.trolleyItemId,
            lineNumber: change.product.lineNumber,
            productId: change.product.id,
          },
        };
      },
    }),
    'stop sending the swap': stopChild('replaceItem'),
    'send the substitution preference': spawnChild('setSubstitutions', {
      id: 'setSubstitutions',
      input: ({ context }) => {
        const [change] = context.sending;
        return { orderId: orderIdOf(context), allowed: change?.kind === 'substitutions' && change.allowed };
      },
    }),
    'stop sending the substitution preference': stopChild('setSubstitutions'),
    'empty the trolley': spawnChild('emptyTrolley', {
      id: 'emptyTrolley',
      input: ({ context }) => ({ orderId: orderIdOf(context) }),
    }),
    'stop emptying': stopChild('emptyTrolley'),
    'take the answered trolley': assign(({ context, event }) =>
      withView(context, { trolley: answerOf(event)?.trolley ?? context.trolley }),
    ),
    'count the answered batch': assign({ answeredBatches: ({ context }) => context.answeredBatches + 1 }),
    'mark the sent changes updated': assign(({ context }) =>
      withView(context, {
        itemStates: withStates(
          context.itemStates,
          lineNumbersOf(context.sending, context.trolley),
          'updated',
        ),
        sending: [],
      }),
    ),
    // doc 2 §4 "On any trolley error, all optimistic items are cleared."
    'drop the optimistic changes': assign(({ context }) =>
      withView(context, {
        itemStates: withStates(
          context.itemStates,
          lineNumbersOf([...context.sending, ...context.queue], context.trolley),
          'failed',
        ),
        sending: [],
        queue: [],
      }),
    ),
    'show the refusal': assign({
      notice: ({ context, event }) => {
        const [failure] = answerOf(event)?.failures ?? [];
        const message = failure?.message ?? TROLLEY_MESSAGES.unknownGraphFailure;
        return addsAnItem(context.sending, context.trolley)
          ? { title: TROLLEY_MESSAGES.itemNotAdded, message }
          : { title: message, message: '' };
      },
    }),
    'show the call failure': assign(({ context }) =>
      addsAnItem(context.sending, context.trolley)
        ? { notice: { title: TROLLEY_MESSAGES.itemNotAdded, message: TROLLEY_MESSAGES.itemNotAddedDetail } }
        : { networkError: true },
    ),
    'dismiss the notice': assign({ notice: null }),
    'dismiss the network error': assign({ networkError: false }),
    'take the received trolley': assign(({ context, event }) => {
      assertEvent(event, 'TROLLEY_RECEIVED');
      return withView(context, { trolley: event.answer.trolley ?? context.trolley });
    }),
    'remember the removed line': assign({ removed: ({ context, event }) => removedLineOf(context, event) }),
    'forget the removed line': assign({ removed: null }),
    'put the removed line back': assign(({ context }) => {
      if (!context.removed) return {};
      const change = restorationOf(context.removed);
      return withView(context, {
        queue: enqueueChange(context.queue, change),
        itemStates: withStates(context.itemStates, [change.lineNumber], 'optimistic'),
      });
    }),
    'announce the load': emit(({ event }) => {
      const trolley = answerOf(event)?.trolley;
      if (!trolley) throw new Error('Announcing a load without a trolley');
      return { type: 'loaded' as const, trolley };
    }),
    'announce the added items': emit(({ context, event }) => {
      const answer = answerOf(event);
      const before = context.trolley;
      const after = answer?.trolley ?? null;
      const added = [...context.sending].flatMap((change) => {
        const lineNumber =
          change.kind === 'item'
            ? change.lineNumber
            : change.kind === 'replace'
              ? change.product.lineNumber
              : null;
        if (lineNumber === null || lineOf(before, lineNumber)) return [];
        const line = lineOf(after, lineNumber);
        if (!line) return [];
        const hasConflict = (after?.conflicts ?? []).some(
          (conflict) => conflict.itemId === line.trolleyItemId || conflict.lineNumber === lineNumber,
        );
        return [
          {
            lineNumber,
            productId: line.productId,
            name: line.product.name,
            quantity: line.quantity,
            price: line.totalPrice.amount,
            hasConflict,
          },
        ];
      });
      return { type: 'itemsAdded' as const, items: added };
    }),
    'announce the failure': emit(({ event }) => ({
      type: 'failed' as const,
      error: 'error' in event ? event.error : answerOf(event)?.failures,
    })),
    // The page belongs to the app, which provides this.
    'reload the page': () => {},
  },
  guards: {
    'the order is a trolley': ({ event }) => {
      assertEvent(event, 'SESSION_CHANGED');
      return isTrolleyOrderState(event.session.customerOrderState);
    },
    'the answer has a trolley': ({ event }) => (answerOf(event)?.trolley ?? null) !== null,
    'the order is gone': ({ event }) => {
      const answer = answerOf(event);
      return answer !== null && isOrderGone(answer);
    },
    'some changes were refused': ({ event }) => (answerOf(event)?.failures.length ?? 0) > 0,
    'the next changes need no call': ({ context }) => {
      const batch = nextBatch(context.queue);
      return (
        batch.length > 0 && batch[0]?.kind === 'item' && itemInputsOf(batch, context.trolley).length === 0
      );
    },
    'item changes are next': ({ context }) => context.queue[0]?.kind === 'item',
    'a swap is next': ({ context }) => context.queue[0]?.kind === 'replace',
    'a substitution preference is next': ({ context }) => context.queue[0]?.kind === 'substitutions',
    'emptying is next': ({ context }) => context.queue[0]?.kind === 'empty',
    'the received trolley is current': ({ context, event }) => {
      assertEvent(event, 'TROLLEY_RECEIVED');
      return (
        event.answer.trolley !== null &&
        event.since === context.answeredBatches &&
        context.queue.length === 0 &&
        context.sending.length === 0
      );
    },
    'the change removes a line': ({ context, event }) => removedLineOf(context, event) !== null,
    'a removed line is remembered': ({ context }) => context.removed !== null,
    'the change brings the removed line back': ({ context, event }) => {
      assertEvent(event, 'CHANGE');
      const { change } = event;
      return (
        context.removed !== null &&
        change.kind === 'item' &&
        change.lineNumber === context.removed.lineNumber &&
        (change.quantity?.amount ?? 0) > 0
      );
    },
  },
  delays: {
    UNDO_TIMEOUT: REMOVED_LINE_UNDO_MS,
  },
}).createMachine({
  id: 'trolley',
  description:
    "The shopper's trolley: the server's trolley with the shopper's changes laid over it until the server answers. " +
    'Pods, the header and the trolley page send CHANGE (quantity 0 removes; a product not in the trolley is added; ' +
    'an equal quantity only updates the note or substitution preference), UNDO_REMOVE, RELOAD and the dismissals; ' +
    'the app sends SESSION_CHANGED when the session starts and when its customer changes.',
  context: {
    session: null,
    trolley: null,
    queue: [],
    sending: [],
    itemStates: {},
    notice: null,
    networkError: false,
    removed: null,
    answeredBatches: 0,
    view: EMPTY_VIEW,
  },
  type: 'parallel',
  on: {
    DISMISS_NOTICE: { actions: 'dismiss the notice' },
    DISMISS_NETWORK_ERROR: { actions: 'dismiss the network error' },
  },
  states: {
    // First in the document, so that a removal is remembered before the trolley queues it.
    undo: {
      description:
        "'Undo' after a line is removed: offered for 10 seconds, or until another line is removed.",
      initial: 'none',
      on: { SESSION_CHANGED: { target: '.none', actions: 'forget the removed line' } },
      states: {
        none: {
          description: 'Nothing to undo.',
          on: {
            CHANGE: {
              guard: 'the change removes a line',
              target: 'offered',
              actions: 'remember the removed line',
            },
          },
        },
        offered: {
          description: "The snackbar names the removed line and offers 'Undo', which puts it back as it was.",
          after: { UNDO_TIMEOUT: { target: 'none', actions: 'forget the removed line' } },
          on: {
            UNDO_REMOVE: {
              target: 'none',
              actions: ['put the removed line back', 'forget the removed line'],
            },
            DISMISS_UNDO: { target: 'none', actions: 'forget the removed line' },
            CHANGE: [
              {
                guard: 'the change removes a line',
                target: 'offered',
                reenter: true,
                actions: 'remember the removed line',
              },
              {
                guard: 'the change brings the removed line back',
                target: 'none',
                actions: 'forget the removed line',
              },
            ],
          },
        },
      },
    },
    sync: {
      description: 'The trolley and the server: loading it, and sending the changes the shopper makes.',
      initial: 'waitingForSession',
      on: {
        SESSION_CHANGED: [
          {
            guard: 'the order is a trolley',
            target: '.loading',
            actions: ['forget the trolley', 'remember the session'],
          },
          { target: '.noTrolley', actions: ['forget the trolley', 'remember the session'] },
        ],
        CHANGE: { actions: 'queue the change' },
      },
      states: {
        waitingForSession: {
          description:
            'The session has not started: who the trolley belongs to is not known yet. Changes wait in the queue.',
        },
        noTrolley: {
          description:
            'The shopper has no order in PENDING or AMENDING (an anonymous shopper who has not used a trolley): ' +
            'the trolley is empty. A change makes one on the server.',
          on: {
            CHANGE: { target: 'loading', actions: 'queue the change' },
            RELOAD: { target: 'loading' },
            TROLLEY_RECEIVED: {
              guard: 'the received trolley is current',
              target: 'ready',
              actions: 'take the received trolley',
            },
          },
        },
        loading: {
          description:
            "getTrolley for the session's order (doc 2 §4 Trolley loading). Changes made meanwhile show at once and wait.",
          entry: 'load the trolley',
          exit: 'stop loading',
          on: {
            'xstate.done.actor.loadTrolley': [
              { guard: 'the order is gone', target: 'refreshing' },
              {
                guard: 'the answer has a trolley',
                target: 'ready',
                actions: ['take the answered trolley', 'announce the load'],
              },
              { target: 'loadFailed', actions: 'announce the failure' },
            ],
            'xstate.error.actor.loadTrolley': { target: 'loadFailed', actions: 'announce the failure' },
          },
        },
        loadFailed: {
          description:
            'The trolley could not be loaded: the header shows none and the trolley page offers to try again.',
          on: {
            RELOAD: { target: 'loading' },
            CHANGE: { target: 'loading', actions: 'queue the change' },
            // Region undo queues the removed line again; like a change, it is sent once the trolley is loaded.
            UNDO_REMOVE: { guard: 'a removed line is remembered', target: 'loading' },
            TROLLEY_RECEIVED: {
              guard: 'the received trolley is current',
              target: 'ready',
              actions: 'take the received trolley',
            },
          },
        },
        refreshing: {
          description:
            'The server said the order is gone or no longer a trolley (the 400/410 kind): the trolley is asked for ' +
            'again without its id (doc 2 §8 "tries a refresh first").',
          entry: 'load the current trolley',
          exit: 'stop loading',
          on: {
            'xstate.done.actor.loadTrolley': [
              {
                guard: 'the order is gone',
                target: 'unavailable',
                actions: 'announce the failure',
              },
              {
                guard: 'the answer has a trolley',
                target: 'ready',
                actions: ['take the answered trolley', 'announce the load'],
              },
              { target: 'unavailable', actions: 'announce the failure' },
            ],
            'xstate.error.actor.loadTrolley': { target: 'unavailable', actions: 'announce the failure' },
          },
        },
        unavailable: {
          description:
            'The refresh did not mend it: a modal asks the shopper to refresh the page (doc 2 §8 "then a different modal").',
          on: {
            CHANGE: {},
            REFRESH_PAGE: { actions: 'reload the page' },
            RELOAD: { target: 'loading' },
          },
        },
        ready: {
          description: 'The trolley is loaded; changes are sent one call at a time.',
          initial: 'idle',
          states: {
            idle: {
              description: 'Nothing is being sent. A change waiting in the queue is sent at once.',
              always: [
                { guard: 'the next changes need no call', actions: 'drop the changes that need no call' },
                { guard: 'item changes are next', target: 'sendingItems' },
                { guard: 'a swap is next', target: 'replacing' },
                { guard: 'a substitution preference is next', target: 'settingSubstitutions' },
                { guard: 'emptying is next', target: 'emptying' },
              ],
              on: {
                RELOAD: { target: '#trolley.sync.loading' },
                TROLLEY_RECEIVED: {
                  guard: 'the received trolley is current',
                  actions: 'take the received trolley',
                },
              },
            },
            sendingItems: {
              description:
                'Every item change at the head of the queue goes in one call: an add or an update for one, ' +
                'updateTrolleyItems (all or nothing) for several. Changes made meanwhile wait.',
              entry: ['take the next batch', 'send the items'],
              exit: 'stop sending the items',
              on: {
                'xstate.done.actor.sendItems': WHEN_ANSWERED_WITH_ADDS,
                'xstate.error.actor.sendItems': WHEN_THE_CALL_FAILED,
              },
            },
            replacing: {
              description: 'A line is swapped for another product (swap-unavailable; replaceTrolleyItem).',
              entry: ['take the next batch', 'send the swap'],
              exit: 'stop sending the swap',
              on: {
                'xstate.done.actor.replaceItem': WHEN_ANSWERED_WITH_ADDS,
                'xstate.error.actor.replaceItem': WHEN_THE_CALL_FAILED,
              },
            },
            settingSubstitutions: {
              description:
                'Substitute-all: every unlocked line that can be substituted takes the preference.',
              entry: ['take the next batch', 'send the substitution preference'],
              exit: 'stop sending the substitution preference',
              on: {
                'xstate.done.actor.setSubstitutions': WHEN_ANSWERED,
                'xstate.error.actor.setSubstitutions': WHEN_THE_CALL_FAILED,
              },
            },
            emptying: {
              description:
                'Every line but the locked ones is removed (emptyTrolley), after the shopper confirmed it.',
              entry: ['take the next batch', 'empty the trolley'],
              exit: 'stop emptying',
              on: {
                'xstate.done.actor.emptyTrolley': WHEN_ANSWERED,
                'xstate.error.actor.emptyTrolley': WHEN_THE_CALL_FAILED,
              },
            },
            recovering: {
              description:
                'A call failed without an answer: the change may or may not have reached the server, so the trolley ' +
                'is asked for again. Changes made meanwhile wait.',
              entry: 'load the trolley',
              exit: 'stop loading',
              on: {
                'xstate.done.actor.loadTrolley': [
                  { guard: 'the order is gone', target: '#trolley.sync.refreshing' },
                  {
                    guard: 'the answer has a trolley',
                    target: 'idle',
                    actions: ['take the answered trolley', 'count the answered batch'],
                  },
                  { target: '#trolley.sync.loadFailed' },
                ],
                'xstate.error.actor.loadTrolley': { target: '#trolley.sync.loadFailed' },
              },
            },
          },
        },
      },
    },
  },
});

export type TrolleyActor = ActorRefFrom<typeof trolleyMachine>;
export type TrolleySnapshot = SnapshotFrom<typeof trolleyMachine>;
