import { type Actor, createActor, fromPromise, type InspectionEvent } from 'xstate';
import { type OrderActionsActor, orderActionsMachine } from '../../machines/order-actions.machine.ts';
import { selectAccessToken } from '../../machines/session.selectors.ts';
import {
  amendOrder,
  cancelAmendOrder,
  cancelOrder,
  initChangeSlot,
  type OrderActionResult,
} from '../api/orders.ts';
import { tokenService as appTokenService, type TokenService } from '../api/session.ts';
import {
  COLLECTION_PATH,
  DELIVERY_SLOTS_PATH,
  RESCHEDULING_PROHIBITED_PATH,
  TROLLEY_PAGE_PATH,
} from '../domain/slot-booking-routes.ts';
import { fulfilmentOf, SLOT_TYPES, type SlotType } from '../domain/slots.ts';
import type { AppSession } from './session.ts';
import type { AppTrolley } from './trolley/trolley.ts';

/** Where a change of slot books the new one: the slot page of the order's kind. */
export function changeSlotPath(slotType: string | null): string {
  const known = (SLOT_TYPES as readonly (string | null)[]).includes(slotType);
  const delivery = known && fulfilmentOf(slotType as SlotType) === 'DELIVERY';
  return delivery ? DELIVERY_SLOTS_PATH : COLLECTION_PATH;
}

/** An order call as the machine's actor: its result's order, or its failure thrown. */
const orderCall = (run: (customerOrderId: string) => Promise<OrderActionResult>) =>
  fromPromise(async ({ input }: { input: { customerOrderId: string } }) => {
    const result = await run(input.customerOrderId);
    if (!result.ok) throw result.failure;
    return result.order;
  });

export interface OrderActionsOptions {
  session: AppSession;
  trolley: AppTrolley;
  /** Goes to a page of the shop (`/ecom/...`). */
  navigate: (path: string) => void;
  /** The order lists, the orders and the order stats in the cache are fetched afresh. */
  invalidateOrders: () => void;
  tokenService?: Pick<TokenService, 'exchangeToken'>;
  inspect?: ((event: InspectionEvent) => void) | undefined;
}

/**
 * The order actions (machines/order-actions.machine.ts), one actor for the life of the page (the amend
 * banner's 'Cancel changes' is on every page), with the order calls (src/api/orders.ts). After amending,
 * changing the slot or cancelling the changes the shopper's current order is another one: the session is
 * refreshed (the new token's customerOrderId names it), which reloads the trolley and the booked slot.
 */
export function createOrderActions({
  session,
  trolley,
  navigate,
  invalidateOrders,
  tokenService = appTokenService,
  inspect,
}: OrderActionsOptions): OrderActionsActor {
  async function refreshShopper() {
    const replaces = selectAccessToken(session.actor.getSnapshot());
    const { accessToken } = await tokenService.exchangeToken();
    session.actor.send({ type: 'TOKEN_REFRESHED', accessToken, replaces });
    // The session's new order reloads the trolley; the same order (a change of slot while amending) does not.
    trolley.actor.send({ type: 'RELOAD' });
  }

  const machine = orderActionsMachine.provide({
    actors: {
      amendOrder: orderCall(amendOrder),
      initChangeSlot: orderCall(initChangeSlot),
      cancelAmendOrder: orderCall(cancelAmendOrder),
      cancelOrder: orderCall(cancelOrder),
      refreshShopper: fromPromise(refreshShopper),
    },
    actions: {
      'invalidate the orders': () => invalidateOrders(),
      'go to the trolley': () => navigate(TROLLEY_PAGE_PATH),
      'go to the slot page': ({ context }) => navigate(changeSlotPath(context.slotType)),
      'go to rescheduling prohibited': () => navigate(RESCHEDULING_PROHIBITED_PATH),
    },
  });
  const actor: Actor<typeof orderActionsMachine> = createActor(machine, inspect ? { inspect } : {});
  actor.start();
  return actor;
}
