import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  type CustomerSlot,
  type SlotGrid as Grid,
  SLOT_REFRESH_MS,
  type Slot,
} from '../../../src/domain/slot-booking.ts';
import type { RestrictedLine } from '../../../src/domain/slot-restrictions.ts';
import {
  type SlotBookingActor,
  SlotBookingProvider,
  useSlotBookingActor,
} from '../../../src/features/slots/SlotBookingProvider.tsx';
import { SlotGrid } from '../../../src/features/slots/SlotGrid.tsx';
import type { DataLayerEvent } from '../../../src/shop/door/data-layer.ts';
import { openedShopDoor, ShopProvider } from '../../../src/shop/door/door.tsx';
import { type SlotBookingApi, slotBooking } from '../../../src/shop/slot-booking.ts';
import { slotGridSample } from '../../fixtures/slot-grid.ts';
import { testShop } from '../support/shop-harness.tsx';

const gbp = (amount: number) => ({ amount, currencyCode: 'GBP' });
const slot = (
  id: string,
  date: string,
  hour: number,
  status: Slot['status'],
  extra: Partial<Slot> = {},
): Slot => ({
  slotId: id,
  startDateTime: `${date}T${String(hour - 1).padStart(2, '0')}:00:00.000Z`,
  endDateTime: `${date}T${String(hour).padStart(2, '0')}:00:00.000Z`,
  status,
  charge: gbp(4.5),
  greenSlot: false,
  saver: false,
  campaign: null,
  isPriority: false,
  ...extra,
});

const OPEN = slot('651-DELIVERY-2026-06-02-0800', '2026-06-02', 8, 'AVAILABLE', { greenSlot: true });
const FULL = slot('651-DELIVERY-2026-06-02-0900', '2026-06-02', 9, 'FULLY_BOOKED');

const grid = (list: Partial<Grid['list']> = {}): Grid =>
  slotGridSample([{ date: '2026-06-02', slots: [OPEN, FULL] }], { list });

const BOOKED = { slotReservationId: '7', slotId: OPEN.slotId } as CustomerSlot;

const apiError = (status: number, type: string, message: string) =>
  Object.assign(new Error(message), { status, type, body: { type, message } });

/** An API whose first grid answers at once and whose reload waits until the test answers it. */
function apiWithHeldReload() {
  let answer: (next: Grid) => void = () => {};
  const api: SlotBookingApi = {
    loadGrid: vi
      .fn<SlotBookingApi['loadGrid']>()
      .mockResolvedValueOnce(grid())
      .mockImplementationOnce(() => new Promise((resolve) => (answer = resolve))),
    bookSlot: vi.fn(async () => BOOKED),
  };
  return { api, answer: (next: Grid) => answer(next) };
}

async function renderGrid(
  api: SlotBookingApi,
  offersEndDate: string | null = null,
  restrictedLines: readonly RestrictedLine[] = [],
) {
  vi.stubGlobal('scrollTo', () => {});
  const pushed: DataLayerEvent[] = [];
  const shop = testShop();
  const door = openedShopDoor({
    ...shop,
    slotBooking: slotBooking({
      customerSlot: shop.customerSlot.actor,
      navigate: () => {},
      api,
      push: (event) => pushed.push(event),
    }),
  });
  let actor: SlotBookingActor | undefined;
  function Capture() {
    actor = useSlotBookingActor();
    return <SlotGrid />;
  }
  const root = createRootRoute({ component: Outlet });
  const page = createRoute({
    getParentRoute: () => root,
    path: '/',
    component: () => (
      <ShopProvider door={door}>
        <SlotBookingProvider>
          <Capture />
        </SlotBookingProvider>
      </ShopProvider>
    ),
  });
  const router = createRouter({
    routeTree: root.addChildren([page]),
    basepath: '/ecom',
    history: createMemoryHistory({ initialEntries: ['/ecom/'] }),
  });
  render(<RouterProvider router={router} />);
  await vi.waitFor(() => expect(actor).toBeDefined());
  const send = (event: Parameters<SlotBookingActor['send']>[0]) => act(() => actor?.send(event));
  send({
    type: 'SERVICE_CHOSEN',
    service: 'delivery',
    fromDate: '2026-06-01',
    today: '2026-06-01',
    gridLength: 3,
    offersEndDate,
    restrictedLines,
  });
  send({ type: 'ADDRESS_SELECTED', addressId: '50000001', postcode: 'RG12 1EN' });
  return { pushed, send };
}

afterEach(() => vi.unstubAllGlobals());

describe('SlotGrid', () => {
  it('shows the days, the refresh notice and the slots, and books the proposed slot', async () => {
    const api: SlotBookingApi = { loadGrid: vi.fn(async () => grid()), bookSlot: vi.fn(async () => BOOKED) };
    const { pushed } = await renderGrid(api);
    expect(api.loadGrid).toHaveBeenCalledWith({
      slotType: 'DELIVERY',
      addressId: '50000001',
      fromDate: '2026-06-01',
      days: 3,
      slotGridType: 'DEFAULT_GRID',
    });
    expect(
      await screen.findByText(
        'The slot grid will refresh every two minutes so you will always see the latest availability.',
      ),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Monday 1 June',
      'Tuesday 2 June',
      'Wednesday 3 June',
    ]);
    const full = screen.getByRole('button', { name: /9AM - 10AM, Fully booked/ });
    expect(full).toBeDisabled();
    const open = screen.getByRole('button', { name: /8AM - 9AM, £4\.50, green slot/ });
    expect(within(open).getByText('Green slot')).toBeInTheDocument();

    await userEvent.click(open);
    expect(open).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Book slot' }));
    expect(api.bookSlot).toHaveBeenCalledWith({
      slotId: OPEN.slotId,
      slotType: 'DELIVERY',
      branchId: 651,
      addressId: '50000001',
      slotGridType: 'DEFAULT_GRID',
      expectedCharge: gbp(4.5),
    });
    await vi.waitFor(() => expect(screen.queryByRole('button', { name: 'Book slot' })).toBeNull());
    // doc 2 §7: the postcode loses its last 3 characters.
    expect(pushed.map((event) => event.event)).toEqual([
      'book_slot_results',
      'address_delivery_availability',
      'book_slot_booked',
    ]);
    expect(pushed.at(-1)).toMatchObject({ postcode: 'RG12', branch_id: 651, time: '8AM', slot_charge: 4.5 });
  });

  it("warns when the trolley's offers end before the slot; hiding the warning clears the proposed slot", async () => {
    const api: SlotBookingApi = { loadGrid: vi.fn(async () => grid()), bookSlot: vi.fn(async () => BOOKED) };
    await renderGrid(api, '2026-06-01');
    const open = await screen.findByRole('button', { name: /8AM - 9AM/ });
    await userEvent.click(open);
    const modal = await screen.findByRole('dialog', { name: 'Some offers end before this slot' });
    expect(within(modal).getByText(/will not apply to your order/)).toBeInTheDocument();
    await userEvent.click(within(modal).getByRole('button', { name: 'Choose another slot' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(open).toHaveAttribute('aria-pressed', 'false');
    expect(api.bookSlot).not.toHaveBeenCalled();
  });

  it("'Choose another date or remove item' lists the trolley lines the slot cannot take; 'Select a later slot' clears it", async () => {
    const api: SlotBookingApi = { loadGrid: vi.fn(async () => grid()), bookSlot: vi.fn(async () => BOOKED) };
    const facts = {
      leadTimeDays: null,
      availableDays: null,
      restrictionStartDate: null,
      restrictionEndDate: null,
      entertaining: false,
    };
    await renderGrid(api, null, [
      { lineNumber: '1', name: 'Party platter', facts: { ...facts, leadTimeDays: 3 } },
      { lineNumber: '2', name: 'Celebration cake', facts: { ...facts, entertaining: true } },
      { lineNumber: '3', name: 'Stollen', facts: { ...facts, restrictionStartDate: '2026-06-01' } },
    ]);
    const open = await screen.findByRole('button', { name: /8AM - 9AM/ });
    await userEvent.click(open);
    const modal = await screen.findByRole('dialog', { name: 'Choose another date or remove item' });
    const items = within(modal)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items).toEqual([
      'Party platter: Next available: Thursday 4 June',
      'Celebration cake: Entertaining collection only',
    ]);
    expect(within(modal).getByRole('link', { name: 'Go to My Trolley' })).toHaveAttribute(
      'href',
      '/ecom/shop/trolley',
    );
    await userEvent.click(within(modal).getByRole('button', { name: 'Select a later slot' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(open).toHaveAttribute('aria-pressed', 'false');
    expect(api.bookSlot).not.toHaveBeenCalled();
  });

  describe('the two-minute refresh', () => {
    afterEach(() => vi.useRealTimers());

    /** Renders the grid with the slot proposed, then lets two minutes pass; the refresh answers when told. */
    async function proposeThenRefresh(restrictedLines: readonly RestrictedLine[] = []) {
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
      const { api, answer } = apiWithHeldReload();
      await renderGrid(api, null, restrictedLines);
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      const open = await screen.findByRole('button', { name: /8AM - 9AM/ });
      await user.click(open);
      await act(() => vi.advanceTimersByTimeAsync(SLOT_REFRESH_MS));
      expect(api.loadGrid).toHaveBeenCalledTimes(2);
      return { api, user, open, answer: (next: Grid) => act(() => answer(next)) };
    }

    it('keeps the proposed slot and its modal while the grid reloads, and a click then still counts', async () => {
      const facts = {
        leadTimeDays: 3,
        availableDays: null,
        restrictionStartDate: null,
        restrictionEndDate: null,
        entertaining: false,
      };
      const { user, answer } = await proposeThenRefresh([{ lineNumber: '1', name: 'Party platter', facts }]);
      // The restriction modal stays open through the refresh and after it.
      const modal = screen.getByRole('dialog', { name: 'Choose another date or remove item' });
      await answer(grid());
      expect(modal).toBeInTheDocument();
      expect(screen.getByRole('dialog', { name: 'Choose another date or remove item' })).toBe(modal);
      await user.click(within(modal).getByRole('button', { name: 'Select a later slot' }));
      await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    });

    it('books a slot when Book is pressed while the grid reloads', async () => {
      const { api, user, open } = await proposeThenRefresh();
      expect(open).toHaveAttribute('aria-pressed', 'true');
      await user.click(screen.getByRole('button', { name: 'Book slot' }));
      await vi.waitFor(() => expect(api.bookSlot).toHaveBeenCalledTimes(1));
    });

    it('drops the proposed slot when the refreshed grid says it has been taken', async () => {
      const { answer } = await proposeThenRefresh();
      expect(screen.getByRole('button', { name: 'Book slot' })).toBeInTheDocument();
      await answer(
        grid({ slotDays: [{ date: '2026-06-02', slots: [{ ...OPEN, status: 'FULLY_BOOKED' }, FULL] }] }),
      );
      await vi.waitFor(() => expect(screen.queryByRole('button', { name: 'Book slot' })).toBeNull());
      expect(screen.getByRole('button', { name: /8AM - 9AM, Fully booked/ })).toBeDisabled();
    });
  });

  it('while the grid reloads, the slots and Book on show wait; then they work', async () => {
    const { api, answer } = apiWithHeldReload();
    await renderGrid(api);
    await userEvent.click(await screen.findByRole('button', { name: /8AM - 9AM/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Refresh page' }));
    const open = screen.getByRole('button', { name: /8AM - 9AM/ });
    const book = screen.getByRole('button', { name: 'Book slot' });
    expect(open).toHaveAttribute('aria-disabled', 'true');
    expect(book).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(book);
    await userEvent.click(open);
    expect(api.bookSlot).not.toHaveBeenCalled();
    expect(open).toHaveAttribute('aria-pressed', 'true');

    act(() => answer(grid()));
    await vi.waitFor(() => expect(book).not.toHaveAttribute('aria-disabled'));
    await userEvent.click(screen.getByRole('button', { name: 'Book slot' }));
    expect(api.bookSlot).toHaveBeenCalledTimes(1);
  });

  it('while a slot is being booked, the grid and its navigation wait, and nothing abandons the booking', async () => {
    let booked: (slot: CustomerSlot) => void = () => {};
    const api: SlotBookingApi = {
      loadGrid: vi.fn(async () => grid()),
      bookSlot: vi.fn(() => new Promise<CustomerSlot>((resolve) => (booked = resolve))),
    };
    const { send } = await renderGrid(api);
    await userEvent.click(await screen.findByRole('button', { name: /8AM - 9AM/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Book slot' }));
    expect(screen.getByRole('button', { name: 'Booking…' })).toBeDisabled();
    for (const name of ['Next days', 'Refresh page', 'Saver slots', /8AM - 9AM/]) {
      const control = screen.getByRole('button', { name });
      expect(control).toHaveAttribute('aria-disabled', 'true');
      await userEvent.click(control);
    }
    // The page's own changes (another address, the viewport) wait for the answer too.
    send({ type: 'ADDRESS_SELECTED', addressId: '50000002', postcode: 'SW1A 1AA' });
    send({ type: 'GRID_LENGTH_CHANGED', gridLength: 5 });
    expect(api.loadGrid).toHaveBeenCalledTimes(1);

    act(() => booked(BOOKED));
    await vi.waitFor(() => expect(screen.queryByRole('button', { name: 'Booking…' })).toBeNull());
    expect(screen.getByRole('button', { name: 'Next days' })).not.toHaveAttribute('aria-disabled');
  });

  it('a viewport change under the restriction modal reloads the grid and drops the unconfirmed slot', async () => {
    const api: SlotBookingApi = { loadGrid: vi.fn(async () => grid()), bookSlot: vi.fn(async () => BOOKED) };
    const facts = {
      leadTimeDays: 3,
      availableDays: null,
      restrictionStartDate: null,
      restrictionEndDate: null,
      entertaining: false,
    };
    const { send } = await renderGrid(api, null, [{ lineNumber: '1', name: 'Party platter', facts }]);
    await userEvent.click(await screen.findByRole('button', { name: /8AM - 9AM/ }));
    expect(
      await screen.findByRole('dialog', { name: 'Choose another date or remove item' }),
    ).toBeInTheDocument();
    send({ type: 'GRID_LENGTH_CHANGED', gridLength: 5 });
    await vi.waitFor(() => expect(api.loadGrid).toHaveBeenCalledTimes(2));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByRole('button', { name: 'Book slot' })).toBeNull();
    expect(screen.getByRole('button', { name: /8AM - 9AM/ })).toHaveAttribute('aria-pressed', 'false');
  });

  it("says 'Sorry, that slot's just been taken' and refreshes with Refresh now", async () => {
    const api: SlotBookingApi = {
      loadGrid: vi.fn(async () => grid()),
      bookSlot: vi.fn(async () => {
        throw apiError(409, 'SLOT_TAKEN', "Sorry, that slot's just been taken");
      }),
    };
    await renderGrid(api);
    await userEvent.click(await screen.findByRole('button', { name: /8AM - 9AM/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Book slot' }));
    expect(await screen.findByText("Sorry, that slot's just been taken")).toBeInTheDocument();
    expect(screen.getByText(/Refresh now to see all our currently available slots/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Refresh now' }));
    await vi.waitFor(() => expect(api.loadGrid).toHaveBeenCalledTimes(2));
  });

  it('shows the alert of an address that is not delivered to, and no grid', async () => {
    const api: SlotBookingApi = {
      loadGrid: vi.fn(async () =>
        grid({
          slotsDisabled: true,
          slotDays: [],
          alerts: [{ alertType: 'error', message: "Unfortunately, we don't deliver to this address" }],
        }),
      ),
      bookSlot: vi.fn(),
    };
    await renderGrid(api);
    expect(await screen.findByText(/Unfortunately, we don't deliver to this address/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next days' })).toBeNull();
  });

  it("offers Try again when the slot service is unavailable ('Unable to load page')", async () => {
    const api: SlotBookingApi = {
      loadGrid: vi
        .fn<SlotBookingApi['loadGrid']>()
        .mockRejectedValueOnce(apiError(503, 'UNAVAILABLE', 'Service unavailable'))
        .mockResolvedValue(grid()),
      bookSlot: vi.fn(),
    };
    await renderGrid(api);
    expect(await screen.findByText('Unable to load page')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: /8AM - 9AM/ })).toBeEnabled();
  });

  it('switches to Saver slots and moves to the next days', async () => {
    const api: SlotBookingApi = { loadGrid: vi.fn(async () => grid()), bookSlot: vi.fn() };
    const { pushed } = await renderGrid(api);
    await userEvent.click(await screen.findByRole('button', { name: 'Saver slots' }));
    await vi.waitFor(() =>
      expect(api.loadGrid).toHaveBeenLastCalledWith(expect.objectContaining({ slotGridType: 'SAVER_GRID' })),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Next days' }));
    await vi.waitFor(() =>
      expect(api.loadGrid).toHaveBeenLastCalledWith(expect.objectContaining({ fromDate: '2026-06-04' })),
    );
    expect(
      pushed.filter((event) => event.event === 'slot_grid_navigation').map((event) => event.direction),
    ).toEqual(['type', 'next']);
  });
});
