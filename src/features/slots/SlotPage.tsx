import { useEffect, useRef } from 'react';
import { selectBookedSlot } from '../../../machines/customer-slot.selectors.ts';
import type { SlotBookingSnapshot } from '../../../machines/slot-booking.machine.ts';
import { selectIsBooked } from '../../../machines/slot-booking.selectors.ts';
import { selectServerTrolley } from '../../../machines/trolley.selectors.ts';
import { londonCalendarDate } from '../../domain/dates.ts';
import { GROCERIES_HOME } from '../../domain/routing.ts';
import {
  bookedSlotLabel,
  gridStartDate,
  type ServiceOptionId,
  serviceOption,
} from '../../domain/slot-booking.ts';
import {
  type RestrictedLine,
  restrictedLinesOf,
  sameRestrictedLines,
} from '../../domain/slot-restrictions.ts';
import { offersEndDate } from '../../domain/trolley.ts';
import { useCustomerSlotActor, useCustomerSlotSelector } from '../../shop/door/customer-slot-hooks.ts';
import { lastNonSlotPath } from '../../shop/door/path-memory.ts';
import { sessionMemory } from '../../shop/door/session-memory-store.ts';
import { useTrolleySelector } from '../../shop/door/trolley-hooks.ts';
import { Button } from '../../ui/Button.tsx';
import { DeliveryAddressPicker } from '../addresses/DeliveryAddressPicker.tsx';
import { BranchSearch } from './BranchSearch.tsx';
import { ShopLink } from './ShopLink.tsx';
import { useSlotBookingActor, useSlotBookingSelector } from './SlotBookingProvider.tsx';
import { SlotGrid } from './SlotGrid.tsx';
import styles from './slots.module.css';
import { useGridLength } from './use-grid-length.ts';

export interface SlotPageProps {
  service: ServiceOptionId;
  /** fromDate or startDate from the URL (doc 2 §2), not yet checked. */
  requestedDate: string | null;
}

const selectPlace = (snapshot: SlotBookingSnapshot) => snapshot.context.location;
const NO_LINES: readonly RestrictedLine[] = [];

/**
 * A slot page: delivery (choose an address, with add and edit) or a kind of collection (choose a branch),
 * then the grid. The route's service goes to the slot booking machine, which resets when the fulfilment
 * type changes (doc 2 §4).
 */
export function SlotPage({ service, requestedDate }: SlotPageProps) {
  const actor = useSlotBookingActor();
  const gridLength = useGridLength();
  const option = serviceOption(service);

  // The route's choice is forwarded as an event; the machine decides what it resets and reloads. The
  // viewport's length goes with it, and on its own (GRID_LENGTH_CHANGED) when the viewport changes.
  const gridLengthNow = useRef(gridLength);
  gridLengthNow.current = gridLength;
  // A slot after the day the trolley's offers end gets the expired-offers modal (doc 2 §4).
  const offersEnd = useTrolleySelector(
    (snapshot) => offersEndDate(selectServerTrolley(snapshot)?.promotions ?? []),
    null,
  );
  const offersEndNow = useRef(offersEnd);
  offersEndNow.current = offersEnd;
  // A slot a trolley line cannot go in gets the restriction modal (doc 2 §8 Slots).
  const restrictedLines = useTrolleySelector(
    (snapshot) => restrictedLinesOf(selectServerTrolley(snapshot)?.trolleyItems ?? []),
    NO_LINES,
    sameRestrictedLines,
  );
  const restrictedLinesNow = useRef(restrictedLines);
  restrictedLinesNow.current = restrictedLines;
  useEffect(() => {
    const now = Date.now();
    actor.send({
      type: 'SERVICE_CHOSEN',
      service,
      // Pages under bookslot are for signed-in shoppers only (doc 1 §2.4).
      fromDate: gridStartDate(requestedDate, true, now),
      today: londonCalendarDate(now),
      gridLength: gridLengthNow.current,
      offersEndDate: offersEndNow.current,
      restrictedLines: restrictedLinesNow.current,
    });
  }, [actor, service, requestedDate]);

  useEffect(() => {
    if (actor.getSnapshot().context.offersEndDate !== offersEnd) {
      actor.send({ type: 'OFFERS_END_CHANGED', offersEndDate: offersEnd });
    }
  }, [actor, offersEnd]);

  useEffect(() => {
    if (!sameRestrictedLines(actor.getSnapshot().context.restrictedLines, restrictedLines)) {
      actor.send({ type: 'TROLLEY_RESTRICTIONS_CHANGED', restrictedLines });
    }
  }, [actor, restrictedLines]);

  useEffect(() => {
    if (actor.getSnapshot().context.gridLength !== gridLength) {
      actor.send({ type: 'GRID_LENGTH_CHANGED', gridLength });
    }
  }, [actor, gridLength]);

  const place = useSlotBookingSelector(selectPlace);
  return (
    <section className={styles.page} aria-labelledby="slot-page-heading">
      <h1 id="slot-page-heading" className={styles.heading}>
        {option.name}: book a slot
      </h1>
      <CurrentSlot />
      {option.fulfilmentType === 'DELIVERY' ? (
        <section className={styles.section}>
          <DeliveryAddressPicker
            selectedAddressId={place?.kind === 'address' ? place.addressId : null}
            onSelect={(address) =>
              actor.send({ type: 'ADDRESS_SELECTED', addressId: address.id, postcode: address.postalCode })
            }
          />
        </section>
      ) : (
        <BranchSearch
          slotType={option.slotType}
          selectedBranchId={place?.kind === 'branch' ? place.branchId : null}
          onSelect={({ branchId, branchName }) =>
            actor.send({ type: 'BRANCH_SELECTED', branchId, branchName })
          }
        />
      )}
      <BookingConfirmation />
      <SlotGrid />
    </section>
  );
}

/** The slot already booked, if any, with the way to cancel it ('Cancel reserved slot?'). */
function CurrentSlot() {
  const booked = useCustomerSlotSelector(selectBookedSlot, null);
  const customerSlot = useCustomerSlotActor();
  if (!booked || !customerSlot) return null;
  return (
    <div className={styles.row}>
      <p>
        Your reserved slot: <strong>{bookedSlotLabel(booked)}</strong>
        {booked.branchName ? ` (${booked.branchName})` : ''}
      </p>
      <Button size="small" variant="secondary" onClick={() => customerSlot.send({ type: 'CANCEL' })}>
        Cancel slot
      </Button>
    </div>
  );
}

/** doc 2 §4: the booked slot, and the way back to shopping (the last page that was not a slot page). */
function BookingConfirmation() {
  const booked = useSlotBookingSelector(selectIsBooked);
  const slot = useSlotBookingSelector((snapshot) => snapshot.context.bookedSlot);
  if (!booked || !slot) return null;
  return (
    <div className={styles.confirmation} role="status">
      <h2 className={styles.subheading}>Your slot is booked</h2>
      <p>
        {bookedSlotLabel(slot)}
        {slot.deliveryCharge && slot.deliveryCharge.amount > 0
          ? ` · £${slot.deliveryCharge.amount.toFixed(2)}`
          : ''}
      </p>
      <p className={styles.muted}>We'll hold it for you until you check out.</p>
      <div>
        <ShopLink href={lastNonSlotPath(sessionMemory) ?? GROCERIES_HOME}>Continue shopping</ShopLink>
      </div>
    </div>
  );
}
