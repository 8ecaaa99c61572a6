import { useRouter } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { createContext, type ReactNode, use, useEffect } from 'react';
import type { ActorRefFrom } from 'xstate';
import {
  type SlotBookingEmitted,
  type SlotBookingSnapshot,
  slotBookingMachine,
} from '../../../machines/slot-booking.machine.ts';
import { type PushToDataLayer, pushToDataLayer } from '../../app/analytics/data-layer.ts';
import { useCustomerSlotActor } from '../../app/customer-slot/CustomerSlotProvider.tsx';
import { inspect } from '../../app/inspector.ts';
import { RESCHEDULING_PROHIBITED_PATH } from '../../domain/slot-booking.ts';
import { slotAnalyticsEvents } from './slot-analytics.ts';
import { type SlotBookingApi, slotBookingActors, slotBookingApi } from './slot-booking-actors.ts';

export type SlotBookingActor = ActorRefFrom<typeof slotBookingMachine>;

const SlotBookingContext = createContext<SlotBookingActor | null>(null);

const EMITTED: ReadonlyArray<SlotBookingEmitted['type']> = [
  'resultsShown',
  'gridNavigated',
  'slotBooked',
  'reschedulingProhibited',
];

/**
 * The slot booking of a visit to the slot pages (machines/slot-booking.machine.ts), created by the bookslot
 * layout so that it lasts while the shopper moves between delivery and collection pages. A booked slot is
 * handed to the app's customer slot (the header shows it), and analytics events are pushed.
 */
export function SlotBookingProvider({
  children,
  api = slotBookingApi,
  push = pushToDataLayer,
}: {
  children: ReactNode;
  api?: SlotBookingApi;
  push?: PushToDataLayer;
}) {
  const actor = useActorRef(
    slotBookingMachine.provide({ actors: slotBookingActors(api) }),
    inspect ? { inspect } : {},
  );
  const customerSlot = useCustomerSlotActor();
  const router = useRouter();
  useEffect(() => {
    const subscriptions = EMITTED.map((type) =>
      actor.on(type, (emitted: SlotBookingEmitted) => {
        for (const event of slotAnalyticsEvents(emitted)) push(event);
        if (emitted.type === 'slotBooked') customerSlot?.send({ type: 'BOOKED', slot: emitted.customerSlot });
        if (emitted.type === 'reschedulingProhibited') {
          void router.navigate({ href: RESCHEDULING_PROHIBITED_PATH });
        }
      }),
    );
    return () => {
      for (const subscription of subscriptions) subscription.unsubscribe();
    };
  }, [actor, customerSlot, push, router]);
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
