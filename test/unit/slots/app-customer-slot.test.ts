import { afterEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from 'xstate';
import {
  selectBookedSlot,
  selectHasExpired,
  selectSlotNotice,
} from '../../../machines/customer-slot.selectors.ts';
import type { CustomerSlot } from '../../../src/domain/slot-booking.ts';
import { type AppCustomerSlot, createAppCustomerSlot } from '../../../src/shop/customer-slot.ts';
import { customerSlotSample } from '../../fixtures/customer-slot.ts';
import { ANONYMOUS_ACCESS, createTestSession } from '../support/shop-harness.tsx';
import { CUSTOMER_ACCESS } from '../trolley/trolley-harness.tsx';

const EXPIRY = Date.parse('2026-06-01T13:00:00.000Z');
const BOOKING = customerSlotSample({ slotExpiryTime: new Date(EXPIRY).toISOString() });

const running: AppCustomerSlot[] = [];
afterEach(() => {
  for (const slot of running.splice(0)) slot.stop();
});

function start(access: string, booking: CustomerSlot | null, now: () => number) {
  const api = { getCustomerSlot: vi.fn(async () => booking), cancelCustomerSlot: vi.fn(async () => true) };
  const navigate = vi.fn();
  const slot = createAppCustomerSlot({ session: createTestSession(access), api, navigate, now });
  running.push(slot);
  return { slot, api, navigate };
}

describe("the app's customer slot (doc 2 §4)", () => {
  it('reads the booked slot of a signed-in shopper once the session has started', async () => {
    const { slot, api } = start(CUSTOMER_ACCESS, BOOKING, () => EXPIRY - 110 * 60_000);
    await waitFor(slot.actor, (snapshot) => selectBookedSlot(snapshot) !== null);
    expect(api.getCustomerSlot).toHaveBeenCalledTimes(1);
    expect(selectSlotNotice(slot.actor.getSnapshot())).toBeNull();
  });

  it('has no slot for an anonymous shopper, and never asks', async () => {
    const { slot, api } = start(ANONYMOUS_ACCESS, BOOKING, () => EXPIRY);
    await waitFor(slot.actor, (snapshot) => snapshot.matches('signedOut'));
    expect(api.getCustomerSlot).not.toHaveBeenCalled();
  });

  it('shows the info snackbar with 100 minutes or less left', async () => {
    const { slot } = start(CUSTOMER_ACCESS, BOOKING, () => EXPIRY - 90 * 60_000);
    await waitFor(slot.actor, (snapshot) => selectSlotNotice(snapshot) !== null);
    expect(selectSlotNotice(slot.actor.getSnapshot())).toMatchObject({
      kind: 'expiringSoon',
      severity: 'INFORMATIVE',
    });
  });

  it("says 'Sorry, your slot has now expired.' when the reservation lapses, and Book a slot goes to service selection", async () => {
    const { slot, navigate } = start(CUSTOMER_ACCESS, BOOKING, () => EXPIRY + 1000);
    await waitFor(slot.actor, selectHasExpired);
    expect(selectBookedSlot(slot.actor.getSnapshot())).toBeNull();
    slot.actor.send({ type: 'BOOK_A_SLOT' });
    expect(navigate).toHaveBeenCalledWith('/ecom/serviceselection');
  });

  it("cancels after 'Cancel reserved slot?' with 'Slot reservation cancelled'", async () => {
    const { slot, api } = start(CUSTOMER_ACCESS, BOOKING, () => EXPIRY - 110 * 60_000);
    await waitFor(slot.actor, (snapshot) => selectBookedSlot(snapshot) !== null);
    slot.actor.send({ type: 'CANCEL' });
    slot.actor.send({ type: 'CANCEL_CONFIRMED' });
    await waitFor(slot.actor, (snapshot) => snapshot.matches('none'));
    expect(api.cancelCustomerSlot).toHaveBeenCalledTimes(1);
    expect(selectSlotNotice(slot.actor.getSnapshot())?.message).toBe('Slot reservation cancelled');
  });
});
