import { expect } from 'vitest';
import type { EventFromLogic } from 'xstate';
import { type OrderActionsSnapshot, orderActionsMachine } from '../machines/order-actions.machine.ts';
import {
  selectActionUnderWay,
  selectCancelling,
  selectConfirmation,
  selectFailure,
} from '../machines/order-actions.selectors.ts';
import { ORDER_MESSAGES } from '../src/domain/orders.ts';
import type { MachineModel, ReplayWorld } from './support/walk-machine.ts';

type OrderActionsModelEvent = EventFromLogic<typeof orderActionsMachine>;

const ORDER = '1000042';
const SLOT_TYPE = 'GROCERY_COLLECTION';

const done = (id: string) =>
  ({ type: `xstate.done.actor.${id}`, output: null, actorId: id }) as unknown as OrderActionsModelEvent;
const failed = (id: string, error: unknown) =>
  ({ type: `xstate.error.actor.${id}`, error, actorId: id }) as unknown as OrderActionsModelEvent;

/** The refusals worth telling apart, and a call that got no answer. */
const CUT_OFF = { type: 'AMEND_CUT_OFF_PASSED', message: ORDER_MESSAGES.changesRefused };
const BEING_PREPARED = {
  type: 'RESCHEDULING_PROHIBITED',
  message: ORDER_MESSAGES.reschedulingProhibited,
};
const BEING_AMENDED = { type: 'ORDER_BEING_AMENDED', message: ORDER_MESSAGES.cancelWhileAmending };
const NETWORK = new TypeError('Failed to fetch');

const events: OrderActionsModelEvent[] = [
  { type: 'AMEND', customerOrderId: ORDER },
  { type: 'CHANGE_SLOT', customerOrderId: ORDER, slotType: SLOT_TYPE },
  { type: 'CANCEL_CHANGES', customerOrderId: ORDER },
  { type: 'CANCEL_ORDER', customerOrderId: ORDER },
  { type: 'CONFIRM' },
  { type: 'CLOSE' },
  { type: 'DISMISS' },
  done('amendOrder'),
  failed('amendOrder', CUT_OFF),
  done('initChangeSlot'),
  failed('initChangeSlot', BEING_PREPARED),
  failed('initChangeSlot', NETWORK),
  done('cancelAmendOrder'),
  failed('cancelAmendOrder', NETWORK),
  done('cancelOrder'),
  failed('cancelOrder', BEING_AMENDED),
  done('refreshShopper'),
  failed('refreshShopper', NETWORK),
];

function describeEvent(event: OrderActionsModelEvent): string | undefined {
  if ('error' in event) {
    const error = event.error as { type?: string };
    return `${event.type.replace('xstate.error.actor.', '')} failed (${error.type ?? 'network'})`;
  }
  return undefined;
}

const calls = (world: ReplayWorld) => world.invocations.filter((call) => call.src !== 'refreshShopper');
const lastCall = (world: ReplayWorld) => calls(world).at(-1);
const lastEffect = (world: ReplayWorld) => world.effects.at(-1);

/**
 * The order actions as a model: what the shopper asks of an order, what the order service answers (done, a
 * refusal, no answer) and whether the session could be refreshed afterwards; what must hold in each state.
 * Walked by `order-actions.test.ts`.
 */
export const orderActionsModel: MachineModel<typeof orderActionsMachine> = {
  machine: orderActionsMachine,
  events,
  project: (snapshot) => ({
    value: snapshot.value,
    order: snapshot.context.customerOrderId,
    failure: snapshot.context.failure?.type ?? null,
    notice: snapshot.context.notice,
  }),
  describeEvent,
  provide: (world) => ({
    actions: {
      'invalidate the orders': () => void world.effects.push({ name: 'invalidate the orders' }),
      'go to the trolley': () => void world.effects.push({ name: 'go to the trolley' }),
      'go to the slot page': ({ context }) =>
        void world.effects.push({ name: 'go to the slot page', detail: context.slotType }),
      'go to rescheduling prohibited': () =>
        void world.effects.push({ name: 'go to rescheduling prohibited' }),
    },
  }),
  invariants: {
    '*': (snapshot: OrderActionsSnapshot, { event }) => {
      // One call at a time.
      expect(Object.keys(snapshot.children).length).toBeLessThanOrEqual(1);
      if (!snapshot.matches('cancellingOrder')) expect(selectCancelling(snapshot)).toEqual([]);
      if (!snapshot.matches('idle')) expect(snapshot.context.customerOrderId).toBe(ORDER);
      const failure = selectFailure(snapshot);
      if (failure) {
        expect(failure.customerOrderId).toBe(ORDER);
        expect(failure.message).not.toBe('');
      }
      if (event.type === 'DISMISS') {
        expect(snapshot.context.failure).toBeNull();
        expect(snapshot.context.notice).toBeNull();
      }
    },
    idle: (snapshot, { event, world }) => {
      expect(snapshot.context.customerOrderId).toBeNull();
      expect(selectConfirmation(snapshot)).toBeNull();
      expect(selectActionUnderWay(snapshot)).toBeNull();
      const failure = selectFailure(snapshot);
      switch (event.type) {
        case 'xstate.error.actor.amendOrder':
          expect(failure).toMatchObject(CUT_OFF);
          break;
        case 'xstate.error.actor.initChangeSlot':
          if ((event as unknown as { error: unknown }).error === BEING_PREPARED) {
            expect(failure, 'an order being prepared goes to its page instead').toBeNull();
            expect(lastEffect(world)).toEqual({ name: 'go to rescheduling prohibited' });
          } else {
            expect(failure).toMatchObject({ type: 'UNEXPECTED', message: ORDER_MESSAGES.unexpected });
          }
          break;
        case 'xstate.error.actor.cancelAmendOrder':
        case 'xstate.error.actor.refreshShopper':
          expect(failure).toMatchObject({ type: 'UNEXPECTED', message: ORDER_MESSAGES.unexpected });
          break;
        case 'xstate.error.actor.cancelOrder':
          expect(failure).toMatchObject(BEING_AMENDED);
          break;
        case 'xstate.done.actor.cancelOrder':
          expect(snapshot.context.notice).toBe(ORDER_MESSAGES.orderCancelled(ORDER));
          expect(lastEffect(world), 'the order moves from pending to previous').toEqual({
            name: 'invalidate the orders',
          });
          break;
        case 'xstate.done.actor.refreshShopper': {
          const opened = lastCall(world)?.src;
          if (opened === 'amendOrder') expect(lastEffect(world)).toEqual({ name: 'go to the trolley' });
          if (opened === 'initChangeSlot') {
            expect(lastEffect(world)).toEqual({ name: 'go to the slot page', detail: SLOT_TYPE });
          }
          if (opened === 'cancelAmendOrder') {
            expect(lastEffect(world)).toEqual({ name: 'invalidate the orders' });
          }
          break;
        }
        case 'CLOSE':
          expect(world.effects).toEqual([]);
          break;
      }
    },
    'amending.opening': (snapshot, { world }) => {
      expect(selectActionUnderWay(snapshot)).toEqual({ kind: 'amend', customerOrderId: ORDER });
      expect(lastCall(world)).toMatchObject({ src: 'amendOrder', input: { customerOrderId: ORDER } });
      expect(snapshot.context.failure).toBeNull();
    },
    'amending.refreshing': (_snapshot, { world }) => {
      expect(lastEffect(world)).toEqual({ name: 'invalidate the orders' });
      expect(world.invocations.at(-1)).toMatchObject({ src: 'refreshShopper', id: 'refreshShopper' });
    },
    'changingSlot.opening': (snapshot, { world }) => {
      expect(snapshot.context.slotType).toBe(SLOT_TYPE);
      expect(lastCall(world)).toMatchObject({ src: 'initChangeSlot', input: { customerOrderId: ORDER } });
    },
    'changingSlot.refreshing': (_snapshot, { world }) => {
      expect(lastEffect(world)).toEqual({ name: 'invalidate the orders' });
      expect(world.invocations.at(-1)).toMatchObject({ src: 'refreshShopper' });
    },
    confirmingCancelChanges: (snapshot, { world }) => {
      expect(selectConfirmation(snapshot)).toBe('cancelChanges');
      expect(calls(world).filter((call) => !call.outcome)).toEqual([]);
    },
    'cancellingChanges.sending': (_snapshot, { world }) => {
      expect(lastCall(world)).toMatchObject({ src: 'cancelAmendOrder', input: { customerOrderId: ORDER } });
    },
    'cancellingChanges.refreshing': (snapshot, { event, world }) => {
      if (event.type === 'xstate.done.actor.cancelAmendOrder') {
        expect(snapshot.context.notice).toBe(ORDER_MESSAGES.changesCancelled);
      }
      expect(world.invocations.at(-1)).toMatchObject({ src: 'refreshShopper' });
    },
    confirmingCancelOrder: (snapshot, { world }) => {
      expect(selectConfirmation(snapshot)).toBe('cancelOrder');
      expect(calls(world).filter((call) => !call.outcome)).toEqual([]);
    },
    cancellingOrder: (snapshot, { world }) => {
      expect(selectCancelling(snapshot), 'the in-progress list').toEqual([ORDER]);
      expect(lastCall(world)).toMatchObject({ src: 'cancelOrder', input: { customerOrderId: ORDER } });
    },
  },
};
