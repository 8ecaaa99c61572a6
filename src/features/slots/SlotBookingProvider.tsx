import { useActorRef, useSelector } from '@xstate/react';
import { createContext, type ReactNode, use, useEffect } from 'react';
import type { SlotBookingSnapshot } from '../../../machines/slot-booking.machine.ts';
import { useReadyShop } from '../../shop/door/door.tsx';
import type { SlotBookingActor } from '../../shop/slot-booking.ts';

export type { SlotBookingActor } from '../../shop/slot-booking.ts';

const SlotBookingContext = createContext<SlotBookingActor | null>(null);

/**
 * The slot booking of a visit to the slot pages (machines/slot-booking.machine.ts, provided by the shop:
 * src/shop/slot-booking.ts), created by the bookslot layout so that it lasts while the shopper moves
 * between delivery and collection pages. The shop follows it: a booked slot goes to the shopper's customer
 * slot (the header shows it), and analytics events are pushed. The bookslot routes wait for the shop.
 */
export function SlotBookingProvider({ children }: { children: ReactNode }) {
  const shop = useReadyShop();
  const actor = useActorRef(shop.slotBooking.machine, shop.inspect ? { inspect: shop.inspect } : {});
  useEffect(() => shop.slotBooking.follow(actor), [shop, actor]);
  return <SlotBookingContext value={actor}>{children}</SlotBookingContext>;
}

export function useSlotBookingActor(): SlotBookingActor {
  const actor = use(SlotBookingContext);
  if (!actor) throw new Error('useSlotBookingActor needs a <SlotBookingProvider> above it');
  return actor;
}

export function useSlotBookingSelector<T>(
  selector: (snapshot: SlotBookingSnapshot) => T,
  compare?: (a: T, b: T) => boolean,
): T {
  return useSelector(useSlotBookingActor(), selector, compare);
}
