import { shallowEqual } from '@xstate/react';
import type { SlotBookingSnapshot } from '../../../machines/slot-booking.machine.ts';
import {
  selectIsBooking,
  selectIsLoading,
  selectLoadFailed,
  selectShowsExpiredOffers,
  selectShowsRestriction,
  selectSlotRestrictions,
  selectWasRefused,
} from '../../../machines/slot-booking.selectors.ts';
import { formatDate } from '../../domain/dates.ts';
import { formatMoney } from '../../domain/money.ts';
import {
  addDays,
  gridDates,
  SLOT_GRID_TYPES,
  SLOT_MESSAGES,
  type Slot,
  type SlotAlert,
  type SlotGridType,
  slotTimeRange,
  TROLLEY_PAGE_PATH,
} from '../../domain/slot-booking.ts';
import { nextSlotDateText, RESTRICTION_WORDING } from '../../domain/slot-restrictions.ts';
import { Button, buttonClassName } from '../../ui/Button.tsx';
import { Modal } from '../../ui/Modal.tsx';
import { Notice, type Severity } from '../../ui/Notice.tsx';
import { ShopLink } from './ShopLink.tsx';
import { useSlotBookingActor, useSlotBookingSelector } from './SlotBookingProvider.tsx';
import styles from './slots.module.css';

const ALERT_SEVERITY: Record<SlotAlert['alertType'], Severity> = {
  informative: 'INFORMATIVE',
  success: 'SUCCESS',
  warning: 'WARNING',
  error: 'ERROR',
};

const STATUS_TEXT: Record<Slot['status'], string | null> = {
  AVAILABLE: null,
  FULLY_BOOKED: 'Fully booked',
  UNAVAILABLE: 'Unavailable',
  BOOKED: 'Your slot',
};

function selectGridView(snapshot: SlotBookingSnapshot) {
  const { context } = snapshot;
  return {
    grid: context.grid,
    fulfilmentType: context.fulfilmentType,
    selectedDate: context.selectedDate,
    today: context.today,
    gridLength: context.gridLength,
    gridType: context.selectedSlotGridType,
    proposed: context.proposedSlot,
    error: context.error,
    loading: selectIsLoading(snapshot),
    loadFailed: selectLoadFailed(snapshot),
    booking: selectIsBooking(snapshot),
    refused: selectWasRefused(snapshot),
    expiredOffers: selectShowsExpiredOffers(snapshot),
  };
}

const chargeLabel = (slot: Slot) => (slot.charge.amount === 0 ? 'Free' : formatMoney(slot.charge));

/**
 * The slot grid (doc 2 §3 Slot list, §4 Slot booking, §8 Slots): 5 or 3 days, Slots from today or Saver
 * slots, previous and next days, slot cells with their charge, green and saver markers and status, the
 * proposed slot with Book, the two-minute refresh notice, and every grid and booking error in its place.
 */
export function SlotGrid() {
  const actor = useSlotBookingActor();
  const view = useSlotBookingSelector(selectGridView, shallowEqual);
  const { grid, error } = view;
  // While the grid loads, its slots and Book wait (the grid on show is the one before); while a slot is being
  // booked, everything that would leave the booking waits too. They stay focusable (aria-disabled).
  const slotsWait = view.loading || view.booking;
  const waitWhileBooking = view.booking || undefined;
  const sendUnlessBooking = (event: Parameters<typeof actor.send>[0]) => {
    if (!view.booking) actor.send(event);
  };

  if (view.loadFailed) {
    const title =
      error?.kind === 'offline' || error?.kind === 'unavailable' ? error.message : SLOT_MESSAGES.unexpected;
    return (
      <div className={styles.section}>
        <Notice severity="ERROR">{title}</Notice>
        <div>
          <Button onClick={() => actor.send({ type: 'REFRESH' })}>{SLOT_MESSAGES.tryAgain}</Button>
        </div>
      </div>
    );
  }
  if (!grid) return view.loading ? <p role="status">Loading slots…</p> : null;

  const { list } = grid;
  const dates = gridDates(view.selectedDate, view.gridLength);
  const earlier = addDays(view.selectedDate, -view.gridLength);
  const later = addDays(view.selectedDate, view.gridLength);
  const canGoBack = view.selectedDate > view.today;
  const canGoOn = grid.lastDate !== null && later <= grid.lastDate;
  const gridTypes: SlotGridType[] =
    view.fulfilmentType === 'DELIVERY' ? ['DEFAULT_GRID', 'SAVER_GRID'] : ['DEFAULT_GRID'];
  const slotsOn = (date: string) => list.slotDays.find((day) => day.date === date)?.slots ?? [];

  return (
    <section className={styles.section} aria-label="Slot grid" aria-busy={view.loading}>
      <Notice severity="INFORMATIVE">
        {SLOT_MESSAGES.refreshNotice}{' '}
        <Button
          size="small"
          variant="secondary"
          aria-disabled={waitWhileBooking}
          onClick={() => sendUnlessBooking({ type: 'REFRESH' })}
        >
          {SLOT_MESSAGES.refreshPage}
        </Button>
      </Notice>

      {view.refused && error && <RefusalNotice />}

      {list.alerts.map((alert) => (
        <Notice key={alert.message} severity={ALERT_SEVERITY[alert.alertType]}>
          {alert.message}
          {alert.message === SLOT_MESSAGES.notDeliverable && ` ${SLOT_MESSAGES.notDeliverableHint}`}
        </Notice>
      ))}

      {!list.slotsDisabled && !grid.anyAvailable && (
        <Notice severity="WARNING">
          {SLOT_MESSAGES.noSlots} <ShopLink href={TROLLEY_PAGE_PATH}>{SLOT_MESSAGES.amendTrolley}</ShopLink>
        </Notice>
      )}

      {!list.slotsDisabled && (
        <>
          {gridTypes.length > 1 && (
            <div className={styles.tabs}>
              {gridTypes.map((type) => (
                <Button
                  key={type}
                  size="small"
                  variant="secondary"
                  className={styles.tab}
                  aria-pressed={view.gridType === type}
                  aria-disabled={waitWhileBooking}
                  onClick={() => sendUnlessBooking({ type: 'GRID_TYPE_SELECTED', slotGridType: type })}
                >
                  {SLOT_GRID_TYPES[type]}
                </Button>
              ))}
            </div>
          )}
          <div className={styles.gridNav}>
            <Button
              size="small"
              variant="secondary"
              disabled={!canGoBack}
              aria-disabled={waitWhileBooking}
              onClick={() =>
                sendUnlessBooking({
                  type: 'DAYS_SHOWN',
                  fromDate: earlier < view.today ? view.today : earlier,
                })
              }
            >
              Previous days
            </Button>
            <Button
              size="small"
              variant="secondary"
              disabled={!canGoOn}
              aria-disabled={waitWhileBooking}
              onClick={() => sendUnlessBooking({ type: 'DAYS_SHOWN', fromDate: later })}
            >
              Next days
            </Button>
          </div>
          <div className={styles.grid} style={{ '--grid-length': view.gridLength } as React.CSSProperties}>
            {dates.map((date) => (
              <section key={date} className={styles.day} aria-label={formatDate(date, 'dayMonth')}>
                <h3 className={styles.dayHeading}>{formatDate(date, 'dayMonth')}</h3>
                {slotsOn(date).map((slot) => (
                  <SlotCell
                    key={slot.slotId}
                    slot={slot}
                    proposed={view.proposed?.slotId === slot.slotId}
                    waiting={slotsWait}
                  />
                ))}
              </section>
            ))}
          </div>
        </>
      )}

      {view.proposed && (
        <div className={styles.row}>
          <p>
            Selected: <strong>{formatDate(view.proposed.startDateTime, 'dayMonth')}</strong>,{' '}
            {slotTimeRange(view.proposed.startDateTime, view.proposed.endDateTime)},{' '}
            {chargeLabel(view.proposed)}
          </p>
          <Button
            disabled={view.booking}
            aria-disabled={view.loading || undefined}
            onClick={() => !view.loading && actor.send({ type: 'BOOK' })}
          >
            {view.booking ? 'Booking…' : 'Book slot'}
          </Button>
        </div>
      )}

      <Modal
        open={view.expiredOffers}
        title={SLOT_MESSAGES.expiredOffersTitle}
        onClose={() => actor.send({ type: 'EXPIRED_OFFERS_HIDDEN' })}
        actions={
          <>
            <Button variant="secondary" onClick={() => actor.send({ type: 'EXPIRED_OFFERS_HIDDEN' })}>
              Choose another slot
            </Button>
            <Button onClick={() => actor.send({ type: 'EXPIRED_OFFERS_ACCEPTED' })}>Keep this slot</Button>
          </>
        }
      >
        <p>{SLOT_MESSAGES.expiredOffersText}</p>
      </Modal>
      <RestrictionModal />
    </section>
  );
}

/** doc 2 §8: 'Choose another date or remove item', the lines the proposed slot cannot take. */
function RestrictionModal() {
  const actor = useSlotBookingActor();
  const open = useSlotBookingSelector(selectShowsRestriction);
  const lines = useSlotBookingSelector(selectSlotRestrictions, shallowEqual);
  const dismiss = () => actor.send({ type: 'RESTRICTED_SLOT_DISMISSED' });
  return (
    <Modal
      open={open}
      title={RESTRICTION_WORDING.modalTitle}
      onClose={dismiss}
      actions={
        <>
          <ShopLink className={buttonClassName({ variant: 'secondary' })} href={TROLLEY_PAGE_PATH}>
            {RESTRICTION_WORDING.goToTrolley}
          </ShopLink>
          <Button onClick={dismiss}>{RESTRICTION_WORDING.selectLaterSlot}</Button>
        </>
      }
    >
      <p>Some items in your trolley can't be delivered or collected in this slot:</p>
      <ul>
        {lines.map((line) => (
          <li key={line.lineNumber}>
            <strong>{line.name}</strong>: {nextSlotDateText(line.restriction)}
          </li>
        ))}
      </ul>
    </Modal>
  );
}

function SlotCell({ slot, proposed, waiting }: { slot: Slot; proposed: boolean; waiting: boolean }) {
  const actor = useSlotBookingActor();
  const status = STATUS_TEXT[slot.status];
  const time = slotTimeRange(slot.startDateTime, slot.endDateTime);
  return (
    <button
      type="button"
      className={`${styles.slot} ${slot.status === 'BOOKED' ? styles.slotBooked : ''}`}
      data-slot-id={slot.slotId}
      disabled={slot.status !== 'AVAILABLE'}
      aria-disabled={waiting || undefined}
      aria-pressed={proposed}
      aria-label={[formatDate(slot.startDateTime, 'dayMonth'), time, status ?? chargeLabel(slot)]
        .concat(slot.greenSlot ? ['green slot'] : [], slot.saver ? ['saver slot'] : [])
        .join(', ')}
      onClick={() => {
        if (!waiting) actor.send(proposed ? { type: 'SLOT_DESELECTED' } : { type: 'SLOT_SELECTED', slot });
      }}
    >
      <span>{time}</span>
      <span>{status ?? chargeLabel(slot)}</span>
      {slot.greenSlot && <span className={styles.marker}>Green slot</span>}
      {slot.saver && <span className={styles.marker}>Saver</span>}
    </button>
  );
}

/** A refused booking, where the spec puts it: over the grid, with what to do next. */
function RefusalNotice() {
  const actor = useSlotBookingActor();
  const error = useSlotBookingSelector((snapshot) => snapshot.context.error);
  if (!error) return null;
  const refresh = (
    <Button size="small" onClick={() => actor.send({ type: 'REFRESH' })}>
      {SLOT_MESSAGES.refreshNow}
    </Button>
  );
  const dismiss = (
    <Button size="small" variant="secondary" onClick={() => actor.send({ type: 'ERROR_DISMISSED' })}>
      Dismiss
    </Button>
  );
  switch (error.kind) {
    case 'slotTaken':
      return (
        <Notice severity="ERROR">
          <strong>{SLOT_MESSAGES.slotTaken}</strong> {SLOT_MESSAGES.slotTakenHint} {refresh}
        </Notice>
      );
    case 'chargeChanged':
      return (
        <Notice severity="WARNING">
          <strong>{SLOT_MESSAGES.chargeChanged}</strong> {SLOT_MESSAGES.chargeChangedHint} {refresh}
        </Notice>
      );
    case 'notDeliverable':
      return (
        <Notice severity="ERROR">
          {SLOT_MESSAGES.notDeliverable} {SLOT_MESSAGES.notDeliverableHint} {dismiss}
        </Notice>
      );
    default:
      return (
        <Notice severity="ERROR">
          {error.message} {dismiss}
        </Notice>
      );
  }
}
