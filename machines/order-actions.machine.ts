import {
  type ActorRefFrom,
  assertEvent,
  assign,
  type DoneActorEvent,
  type ErrorActorEvent,
  fromPromise,
  type SnapshotFrom,
  setup,
  spawnChild,
  stopChild,
} from 'xstate';
import type { OrderSummary } from '../src/contract/orders.ts';
import { ORDER_MESSAGES, type OrderFailureType } from '../src/domain/orders.ts';

/**
 * What a shopper does to a placed order (doc 2 §4 Order amendment and cancel, §8 Orders): amend it (the
 * trolley then edits it), change its slot (the slot pages then book a new one for it), cancel the changes
 * after 'Cancel changes?', or cancel the order after 'Cancel order?'. One action at a time; the orders being
 * cancelled are an in-progress list; a refusal shows the server's words, anything else 'Sorry, we're
 * experiencing an unexpected error.'. The actions are gated by the order's links on the pages that offer
 * them; the server refuses them again when they are no longer allowed. One actor for the life of the page
 * (src/shop/order-actions.ts supplies the calls, the session refresh and the navigation).
 */

/** Why an action failed: a type of ORDER_FAILURE_TYPES, or UNEXPECTED (network, unknown answer). */
export interface OrderActionFailure {
  type: OrderFailureType | 'UNEXPECTED';
  message: string;
}

export interface OrderActionsContext {
  /** The order the action under way (or its confirmation) is about. */
  customerOrderId: string | null;
  /** Its slot type (DELIVERY, GROCERY_COLLECTION ...), for the slot page a change of slot goes to. */
  slotType: string | null;
  /** The orders whose cancellation has been sent and not yet answered (doc 2 §4 "an in-progress list"). */
  cancelling: string[];
  /** The last action's failure, with the order it was about. */
  failure: (OrderActionFailure & { customerOrderId: string }) | null;
  /** What went well ('Order 123 has been cancelled'), until dismissed or NOTICE_TIMEOUT. */
  notice: string | null;
}

type OrderCall = 'amendOrder' | 'initChangeSlot' | 'cancelAmendOrder' | 'cancelOrder';

export type OrderActionsEvent =
  | { type: 'AMEND'; customerOrderId: string }
  | { type: 'CHANGE_SLOT'; customerOrderId: string; slotType: string }
  | { type: 'CANCEL_CHANGES'; customerOrderId: string }
  | { type: 'CANCEL_ORDER'; customerOrderId: string }
  | { type: 'CONFIRM' }
  | { type: 'CLOSE' }
  | { type: 'DISMISS' }
  | DoneActorEvent<OrderSummary | null, OrderCall>
  | ErrorActorEvent<unknown, OrderCall>
  | DoneActorEvent<void, 'refreshShopper'>
  | ErrorActorEvent<unknown, 'refreshShopper'>;

function notProvided(name: string): never {
  throw new Error(`The order actions' "${name}" is supplied by the app with orderActionsMachine.provide()`);
}

/** The failure an actor's error event carries: a typed failure, or the unexpected error. */
export function orderActionFailureOf(error: unknown): OrderActionFailure {
  if (typeof error === 'object' && error !== null && 'type' in error && 'message' in error) {
    const { type, message } = error as { type: unknown; message: unknown };
    if (typeof type === 'string' && typeof message === 'string' && message !== '') {
      return { type: type as OrderActionFailure['type'], message };
    }
  }
  return { type: 'UNEXPECTED', message: ORDER_MESSAGES.unexpected };
}

const errorOf = (event: OrderActionsEvent) => ('error' in event ? event.error : undefined);
const orderInput = ({ context }: { context: OrderActionsContext }) => ({
  customerOrderId: context.customerOrderId ?? '',
});

export const orderActionsMachine = setup({
  types: {
    context: {} as OrderActionsContext,
    events: {} as OrderActionsEvent,
  },
  actors: {
    /** graph amendOrder: the PLACED order becomes AMENDING. Rejects with an OrderActionFailure. */
    amendOrder: fromPromise<OrderSummary | null, { customerOrderId: string }>(async () =>
      notProvided('amendOrder'),
    ),
    /** POST orders/{id}/init-changeslot: the order becomes AMENDING for a new slot. */
    initChangeSlot: fromPromise<OrderSummary | null, { customerOrderId: string }>(async () =>
      notProvided('initChangeSlot'),
    ),
    /** graph cancelAmendOrder: the AMENDING order goes back to PLACED as it was. */
    cancelAmendOrder: fromPromise<OrderSummary | null, { customerOrderId: string }>(async () =>
      notProvided('cancelAmendOrder'),
    ),
    /** POST orders/{id}/cancel. */
    cancelOrder: fromPromise<OrderSummary | null, { customerOrderId: string }>(async () =>
      notProvided('cancelOrder'),
    ),
    /**
     * A new token, whose customerOrderId names the shopper's current order (the AMENDING one after amending,
     * the trolley again after cancelling the changes), and the trolley loaded for it.
     */
    refreshShopper: fromPromise<void, void>(async () => notProvided('refreshShopper')),
  },
  delays: {
    /** How long the notice shows. */
    NOTICE_TIMEOUT: 5000,
  },
  guards: {
    'the order is being prepared': ({ event }) =>
      orderActionFailureOf(errorOf(event)).type === 'RESCHEDULING_PROHIBITED',
  },
  actions: {
    'note the order': assign(({ event }) => {
      assertEvent(event, ['AMEND', 'CANCEL_CHANGES', 'CANCEL_ORDER']);
      return { customerOrderId: event.customerOrderId, slotType: null, failure: null, notice: null };
    }),
    'note the order and its slot': assign(({ event }) => {
      assertEvent(event, 'CHANGE_SLOT');
      return {
        customerOrderId: event.customerOrderId,
        slotType: event.slotType,
        failure: null,
        notice: null,
      };
    }),
    'forget the order': assign({ customerOrderId: null, slotType: null }),
    'assign the failure': assign({
      failure: ({ context, event }) => ({
        ...orderActionFailureOf(errorOf(event)),
        customerOrderId: context.customerOrderId ?? '',
      }),
    }),
    'assign the unexpected failure': assign({
      failure: ({ context }) => ({
        type: 'UNEXPECTED' as const,
        message: ORDER_MESSAGES.unexpected,
        customerOrderId: context.customerOrderId ?? '',
      }),
    }),
    'clear the messages': assign({ failure: null, notice: null }),
    'clear the notice': assign({ notice: null }),
    'announce the cancelled order': assign({
      notice: ({ context }) => ORDER_MESSAGES.orderCancelled(context.customerOrderId ?? ''),
    }),
    'announce the cancelled changes': assign({ notice: ORDER_MESSAGES.changesCancelled }),
    'add it to the cancelling list': assign({
      cancelling: ({ context }) => [...context.cancelling, context.customerOrderId ?? ''],
    }),
    'take it off the cancelling list': assign({
      cancelling: ({ context }) => context.cancelling.filter((id) => id !== context.customerOrderId),
    }),
    'send the amendment': spawnChild('amendOrder', { id: 'amendOrder', input: orderInput }),
    'stop amending': stopChild('amendOrder'),
    'send the change of slot': spawnChild('initChangeSlot', { id: 'initChangeSlot', input: orderInput }),
    'stop changing the slot': stopChild('initChangeSlot'),
    'send the cancellation of the changes': spawnChild('cancelAmendOrder', {
      id: 'cancelAmendOrder',
      input: orderInput,
    }),
    'stop cancelling the changes': stopChild('cancelAmendOrder'),
    'send the cancellation': spawnChild('cancelOrder', { id: 'cancelOrder', input: orderInput }),
    'stop cancelling': stopChild('cancelOrder'),
    // Supplied by the app (src/shop/order-actions.ts).
    /** The order lists, the order and the order stats are fetched afresh. */
    'invalidate the orders': () => {},
    'go to the trolley': () => {},
    /** The slot page of the order's kind (delivery or collection), where its new slot is booked. */
    'go to the slot page': () => {},
    'go to rescheduling prohibited': () => {},
  },
}).createMachine({
  id: 'orderActions',
  context: { customerOrderId: null, slotType: null, cancelling: [], failure: null, notice: null },
  initial: 'idle',
  on: {
    DISMISS: { actions: 'clear the messages' },
  },
  states: {
    idle: {
      description:
        "Nothing under way. My orders, View order and the amend banner offer what each order's links allow.",
      entry: 'forget the order',
      after: { NOTICE_TIMEOUT: { actions: 'clear the notice' } },
      on: {
        AMEND: { target: 'amending', actions: 'note the order' },
        CHANGE_SLOT: { target: 'changingSlot', actions: 'note the order and its slot' },
        CANCEL_CHANGES: { target: 'confirmingCancelChanges', actions: 'note the order' },
        CANCEL_ORDER: { target: 'confirmingCancelOrder', actions: 'note the order' },
      },
    },
    amending: {
      description: 'Amend order: the order is re-opened as AMENDING, then the trolley edits it.',
      initial: 'opening',
      states: {
        opening: {
          description: 'graph amendOrder; refused after the cut-off or while another order is being changed.',
          entry: 'send the amendment',
          exit: 'stop amending',
          on: {
            'xstate.done.actor.amendOrder': { target: 'refreshing', actions: 'invalidate the orders' },
            'xstate.error.actor.amendOrder': { target: '#orderActions.idle', actions: 'assign the failure' },
          },
        },
        refreshing: {
          description: 'A new token names the AMENDING order as the current one; the trolley loads it.',
          invoke: {
            id: 'refreshShopper',
            src: 'refreshShopper',
            onDone: { target: '#orderActions.idle', actions: 'go to the trolley' },
            onError: { target: '#orderActions.idle', actions: 'assign the unexpected failure' },
          },
        },
      },
    },
    changingSlot: {
      description: 'Change slot: the order is re-opened for a new slot, booked on the slot page of its kind.',
      initial: 'opening',
      states: {
        opening: {
          description:
            'POST init-changeslot; an order being prepared goes to reschedulingprohibited, other refusals show.',
          entry: 'send the change of slot',
          exit: 'stop changing the slot',
          on: {
            'xstate.done.actor.initChangeSlot': { target: 'refreshing', actions: 'invalidate the orders' },
            'xstate.error.actor.initChangeSlot': [
              {
                guard: 'the order is being prepared',
                target: '#orderActions.idle',
                actions: 'go to rescheduling prohibited',
              },
              { target: '#orderActions.idle', actions: 'assign the failure' },
            ],
          },
        },
        refreshing: {
          description: 'A new token names the order being changed; the trolley and the booked slot load it.',
          invoke: {
            id: 'refreshShopper',
            src: 'refreshShopper',
            onDone: { target: '#orderActions.idle', actions: 'go to the slot page' },
            onError: { target: '#orderActions.idle', actions: 'assign the unexpected failure' },
          },
        },
      },
    },
    confirmingCancelChanges: {
      description: "'Cancel changes?': the order will go back to how it was before the shopper changed it.",
      on: {
        CONFIRM: 'cancellingChanges',
        CLOSE: 'idle',
      },
    },
    cancellingChanges: {
      initial: 'sending',
      states: {
        sending: {
          description: 'graph cancelAmendOrder.',
          entry: 'send the cancellation of the changes',
          exit: 'stop cancelling the changes',
          on: {
            'xstate.done.actor.cancelAmendOrder': {
              target: 'refreshing',
              actions: ['invalidate the orders', 'announce the cancelled changes'],
            },
            'xstate.error.actor.cancelAmendOrder': {
              target: '#orderActions.idle',
              actions: 'assign the failure',
            },
          },
        },
        refreshing: {
          description: 'A new token names the trolley again; the trolley loads it.',
          invoke: {
            id: 'refreshShopper',
            src: 'refreshShopper',
            onDone: '#orderActions.idle',
            onError: { target: '#orderActions.idle', actions: 'assign the unexpected failure' },
          },
        },
      },
    },
    confirmingCancelOrder: {
      description: "'Cancel order?': the slot will be released and the card not charged.",
      on: {
        CONFIRM: 'cancellingOrder',
        CLOSE: 'idle',
      },
    },
    cancellingOrder: {
      description:
        'POST cancel, the order on the in-progress list; once cancelled it moves from pending to previous orders.',
      entry: ['add it to the cancelling list', 'send the cancellation'],
      exit: ['stop cancelling', 'take it off the cancelling list'],
      on: {
        'xstate.done.actor.cancelOrder': {
          target: 'idle',
          actions: ['invalidate the orders', 'announce the cancelled order'],
        },
        'xstate.error.actor.cancelOrder': { target: 'idle', actions: 'assign the failure' },
      },
    },
  },
});

export type OrderActionsActor = ActorRefFrom<typeof orderActionsMachine>;
export type OrderActionsSnapshot = SnapshotFrom<typeof orderActionsMachine>;
