import { type Actor, createActor, type InspectionEvent } from 'xstate';
import { selectHasStarted, selectSession } from '../../../machines/session.selectors.ts';
import {
  type AddedItem,
  type TrolleyActor,
  type TrolleySession,
  trolleyMachine,
} from '../../../machines/trolley.machine.ts';
import { type TrolleyApi, trolleyApi } from '../../api/trolley.ts';
import { isSignedIn } from '../../domain/session.ts';
import { type PushToDataLayer, pushToDataLayer } from '../door/data-layer.ts';
import { reportError } from '../door/error-reporting.ts';
import type { AppSession } from '../session.ts';
import { appPendingAdds, type PendingAddStore, pendingAddChange } from './pending-add.ts';
import { trolleyActors } from './trolley-actors.ts';

export interface AppTrolleyOptions {
  session: AppSession;
  api?: TrolleyApi;
  pendingAdds?: PendingAddStore;
  push?: PushToDataLayer;
  reload?: () => void;
  report?: (message: string, details?: unknown) => void;
  inspect?: ((event: InspectionEvent) => void) | undefined;
}

/** The app's one trolley: its actor, and what else it needs of the app. */
export interface AppTrolley {
  actor: TrolleyActor;
  /** The trolley calls it makes, for the trolley page's own (recommendations). */
  api: TrolleyApi;
  pendingAdds: PendingAddStore;
  stop(): void;
}

/** The cart add analytics event; not pushed for an item with a conflict (doc 2 §4 Optimistic queue). */
export function cartAddEvents(items: readonly AddedItem[]) {
  return items
    .filter((item) => !item.hasConflict)
    .map((item) => ({
      event: 'add_to_cart',
      ecommerce: {
        currency: 'GBP',
        value: item.price,
        items: [
          {
            item_id: item.lineNumber,
            item_name: item.name,
            quantity: item.quantity.amount,
            quantity_uom: item.quantity.uom,
            price: item.price,
          },
        ],
      },
    }));
}

const sessionKey = (session: TrolleySession) =>
  `${session.customerId}|${session.customerOrderId ?? ''}|${session.customerOrderState ?? ''}`;

/**
 * Creates and starts the shopper's trolley (DESIGN §2: a long-lived app actor, created once): loads it once
 * the session has started and again whenever the session's customer or order changes (sign-in, sign-out),
 * applies the add a signed-out shopper asked for once the trolley has loaded after sign-in, and pushes the
 * cart add analytics event.
 */
export function createAppTrolley(options: AppTrolleyOptions): AppTrolley {
  const {
    session,
    api = trolleyApi,
    pendingAdds = appPendingAdds,
    push = pushToDataLayer,
    reload = () => window.location.reload(),
    report = (message, details) => reportError(details, { caught: message }),
    inspect,
  } = options;

  const machine = trolleyMachine.provide({
    actors: trolleyActors(api),
    actions: { 'reload the page': () => reload() },
  });
  const actor: Actor<typeof trolleyMachine> = createActor(machine, inspect ? { inspect } : {});

  const subscriptions = [
    actor.on('loaded', ({ trolley }) => {
      if (!isSignedIn(selectSession(session.actor.getSnapshot()))) return;
      const pending = pendingAdds.take();
      const change = pending && pendingAddChange(pending, trolley);
      if (change) actor.send({ type: 'CHANGE', change });
    }),
    actor.on('itemsAdded', ({ items }) => {
      for (const event of cartAddEvents(items)) push(event);
    }),
    // doc 2 §8: a failure (a note that could not be saved, an add refused) is shown and reported.
    actor.on('failed', ({ error }) => {
      report(error instanceof Error ? 'Trolley call failed' : 'Trolley change refused', error);
    }),
  ];

  let told: string | null = null;
  const tellTheSession = () => {
    const snapshot = session.actor.getSnapshot();
    if (!selectHasStarted(snapshot)) return;
    const { customerId, customerOrderId, customerOrderState } = selectSession(snapshot);
    const trolleySession = { customerId, customerOrderId, customerOrderState };
    const key = sessionKey(trolleySession);
    if (key === told) return;
    told = key;
    actor.send({ type: 'SESSION_CHANGED', session: trolleySession });
  };

  actor.start();
  const sessionSubscription = session.actor.subscribe(tellTheSession);
  tellTheSession();

  return {
    actor,
    api,
    pendingAdds,
    stop() {
      sessionSubscription.unsubscribe();
      for (const subscription of subscriptions) subscription.unsubscribe();
      actor.stop();
    },
  };
}
