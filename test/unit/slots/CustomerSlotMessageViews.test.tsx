import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from 'xstate';
import type { CustomerSlot } from '../../../src/domain/slot-booking.ts';
import { CustomerSlotMessageViews } from '../../../src/features/slots/CustomerSlotMessageViews.tsx';
import { type AppCustomerSlot, createAppCustomerSlot } from '../../../src/shop/customer-slot.ts';
import { customerSlotSample } from '../../fixtures/customer-slot.ts';
import { createTestSession, renderWithShop, testShop } from '../support/shop-harness.tsx';
import { CUSTOMER_ACCESS } from '../trolley/trolley-harness.tsx';

const EXPIRY = Date.parse('2026-06-01T13:00:00.000Z');
const BOOKING = customerSlotSample({ slotExpiryTime: new Date(EXPIRY).toISOString() });

const running: AppCustomerSlot[] = [];
afterEach(() => {
  for (const slot of running.splice(0)) slot.stop();
});

function renderMessages(now: number) {
  const api = { getCustomerSlot: vi.fn(async () => BOOKING), cancelCustomerSlot: vi.fn(async () => true) };
  const navigate = vi.fn();
  const customerSlot = createAppCustomerSlot({
    session: createTestSession(CUSTOMER_ACCESS),
    api,
    navigate,
    now: () => now,
  });
  running.push(customerSlot);
  renderWithShop(<CustomerSlotMessageViews />, testShop({ customerSlot }));
  return { customerSlot, api, navigate };
}

describe('the customer slot messages (doc 2 §4, §8)', () => {
  it("asks 'Cancel reserved slot?' and says 'Slot reservation cancelled'", async () => {
    const { customerSlot, api } = renderMessages(EXPIRY - 110 * 60_000);
    await waitFor(customerSlot.actor, (snapshot) => snapshot.matches('booked'));
    act(() => customerSlot.actor.send({ type: 'CANCEL' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel reserved slot?' });
    expect(dialog).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel slot' }));
    expect(await screen.findByText('Slot reservation cancelled')).toBeInTheDocument();
    expect(api.cancelCustomerSlot).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText('Slot reservation cancelled')).toBeNull();
  });

  it("says 'Sorry, your slot has now expired.' with Book a slot", async () => {
    const { navigate } = renderMessages(EXPIRY + 1000);
    expect(
      await screen.findByRole('alertdialog', { name: 'Sorry, your slot has now expired.' }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Book a slot' }));
    expect(navigate).toHaveBeenCalledWith('/ecom/serviceselection');
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('lets the snackbar be dismissed while the booking is read again, and after that failed', async () => {
    const { customerSlot, api } = renderMessages(EXPIRY - 30 * 60_000);
    expect(await screen.findByRole('status')).toHaveTextContent(/Your slot is reserved until 2PM/);

    let answer: (slot: CustomerSlot) => void = () => {};
    api.getCustomerSlot.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    act(() => customerSlot.actor.send({ type: 'RELOAD' }));
    expect(customerSlot.actor.getSnapshot().matches('loading')).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('status')).toBeNull();
    await act(async () => answer(BOOKING));
    await waitFor(customerSlot.actor, (snapshot) => snapshot.matches('booked'));
    expect(screen.queryByRole('status')).toBeNull();

    act(() => customerSlot.actor.send({ type: 'CANCEL' }));
    api.cancelCustomerSlot.mockRejectedValueOnce(new Error('answered 500'));
    api.getCustomerSlot.mockRejectedValueOnce(new Error('answered 500'));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel slot' }));
    const failure = await screen.findByRole('alert');
    act(() => customerSlot.actor.send({ type: 'RELOAD' }));
    await waitFor(customerSlot.actor, (snapshot) => snapshot.matches('unknown'));
    expect(failure).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the info snackbar when 100 minutes or less remain', async () => {
    renderMessages(EXPIRY - 30 * 60_000);
    expect(await screen.findByRole('status')).toHaveTextContent(/Your slot is reserved until 2PM/);
  });
});
