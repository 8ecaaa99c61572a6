import { type Actor, createActor, fromPromise, type InspectionEvent } from 'xstate';
import { customerSlotMachine } from '../../machines/customer-slot.machine.ts';
import { selectHasStarted, selectSession } from '../../machines/session.selectors.ts';
import { cancelCustomerSlot, getCustomerSlot } from '../api/slots.ts';
import { isSignedIn } from '../domain/session.ts';
import type { CustomerSlot } from '../domain/slot-booking.ts';
import { SERVICE_SELECTION_PATH } from '../domain/slot-booking.ts';
import type { AppSession } from './session.ts';

/** The calls the customer slot makes; tests give their own. */
export interface CustomerSlotApi {
  getCustomerSlot(): Promise<CustomerSlot | null>;
  cancelCustomerSlot(): Promise<unknown>;
}

export const customerSlotApi: CustomerSlotApi = {
  getCustomerSlot: () => getCustomerSlot(),
  cancelCustomerSlot: () => cancelCustomerSlot(),
};

export interface AppCustomerSlotOptions {
  session: AppSession;
  navigate: (path: string) => void;
  api?: CustomerSlotApi;
  /** The browser's clock (Playwright's clock moves it in end-to-end tests). */
  now?: () => number;
  inspect?: ((event: InspectionEvent) => void) | undefined;
}

export type CustomerSlotActor = Actor<typeof customerSlotMachine>;

export interface AppCustomerSlot {
  actor: CustomerSlotActor;
  stop(): void;
}

/**
 * Creates and starts the shopper's customer slot (DESIGN §2: a long-lived app actor, created once): reads
 * the booking once the session has started and again whenever the customer or their order changes.
 */
export function createAppCustomerSlot(options: AppCustomerSlotOptions): AppCustomerSlot {
  const { session, navigate, api = customerSlotApi, now = () => Date.now(), inspect } = options;
  const machine = customerSlotMachine.provide({
    actors: {
      loadCustomerSlot: fromPromise(() => api.getCustomerSlot()),
      readClock: fromPromise(async () => now()),
      cancelSlot: fromPromise(async () => {
        await api.cancelCustomerSlot();
      }),
    },
    actions: { 'go to book a slot': () => navigate(SERVICE_SELECTION_PATH) },
  });
  const actor: CustomerSlotActor = createActor(machine, inspect ? { inspect } : {});

  let told: string | null = null;
  const tellTheSession = () => {
    const snapshot = session.actor.getSnapshot();
    if (!selectHasStarted(snapshot)) return;
    const fields = selectSession(snapshot);
    const key = `${fields.customerId}|${fields.customerOrderId ?? ''}`;
    if (key === told) return;
    told = key;
    actor.send({ type: 'SESSION_CHANGED', signedIn: isSignedIn(fields) });
  };

  actor.start();
  const subscription = session.actor.subscribe(tellTheSession);
  tellTheSession();
  return {
    actor,
    stop() {
      subscription.unsubscribe();
      actor.stop();
    },
  };
}
