import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { TrolleyConflict } from '../../../src/domain/trolley.ts';
import { InstantCheckoutModal } from '../../../src/features/trolley/InstantCheckoutModal.tsx';
import { TrolleyLine } from '../../../src/features/trolley/TrolleyLine.tsx';
import { TrolleyPage } from '../../../src/features/trolley/TrolleyPage.tsx';
import { TrolleySummary } from '../../../src/features/trolley/TrolleySummary.tsx';
import { minimumSpendView, trolleyTotals } from '../../../src/features/trolley/trolley-page.view-model.ts';
import { answerOf, gbp, trolleyLine, trolleyOf, trolleyProduct } from './trolley-data.ts';
import { createFakeTrolleyServer, renderWithTrolley } from './trolley-harness.tsx';

const soldOut = trolleyProduct({ lineNumber: '100007', name: 'Oat Milk', availability: 'OUT_OF_STOCK' });
const soldOutLine = trolleyLine({ trolleyItemId: 31, product: soldOut });
const conflict: TrolleyConflict = {
  type: 'OUT_OF_STOCK',
  severity: 'HARD',
  itemId: 31,
  productId: soldOut.id,
  lineNumber: soldOut.lineNumber,
  addToTrolley: false,
  outOfStock: true,
  priority: 1,
  messages: {
    aside: null,
    dismissal: null,
    longGroup: 'Unavailable items in trolley',
    longItem: 'Sorry, this item is not available',
    reason: null,
    shortItem: 'SOLD OUT ONLINE',
    title: 'Sold out online',
    trigger: null,
  },
  resolutionActions: [
    { id: 'REMOVE_ITEM', message: 'Remove' },
    { id: 'VIEW_ALTERNATIVES', message: 'View alternatives' },
  ],
  prohibitedActions: ['CHANGE_QUANTITY'],
};

describe('a line with a conflict (doc 2 §3 Conflict, §8)', () => {
  it('shows the conflict’s messages, cannot change quantity, and swaps for an alternative', async () => {
    const user = userEvent.setup();
    const alternative = trolleyProduct({ lineNumber: '100008', name: 'Organic Oat Drink' });
    const server = createFakeTrolleyServer([soldOutLine]);
    server.api.substitutionProducts = vi.fn(async () => ({
      failures: [],
      totalResults: 1,
      products: [alternative],
    }));
    const change = vi.fn();
    const swap = vi.fn();
    renderWithTrolley(
      <ul>
        <TrolleyLine
          line={soldOutLine}
          trolley={trolleyOf([soldOutLine], { conflicts: [conflict] })}
          state={null}
          actions={{ change, swap }}
        />
      </ul>,
      server.api,
    );
    const row = screen.getByRole('listitem', { name: 'Oat Milk' });
    expect(within(row).getByText('SOLD OUT ONLINE')).toBeInTheDocument();
    expect(within(row).getByText('Sorry, this item is not available')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: /Add 1 more/ })).toBeDisabled();

    await user.click(within(row).getByRole('button', { name: 'View alternatives to Oat Milk' }));
    await user.click(await within(row).findByRole('button', { name: 'Swap for Organic Oat Drink' }));
    expect(swap).toHaveBeenCalledWith(
      expect.objectContaining({ lineNumber: '100008', name: 'Organic Oat Drink' }),
    );
    expect(server.api.substitutionProducts).toHaveBeenCalledWith(
      soldOutLine.lineNumber,
      expect.objectContaining({ size: 3 }),
    );
  });

  it('says how many items are unavailable on the page (doc 2 §8)', async () => {
    const trolley = trolleyOf([soldOutLine], { conflicts: [conflict] });
    const server = createFakeTrolleyServer([soldOutLine]);
    server.api.getTrolley = vi.fn(async () =>
      answerOf({
        ...trolley,
        trolleyTotals: {
          ...trolley.trolleyTotals,
          trolleyItemCounts: { hardConflicts: 1, softConflicts: 0, noConflicts: 0 },
        },
      }),
    );
    server.api.getTrolleyWithRecommendations = vi.fn(async () => {
      throw new Error('not now');
    });
    renderWithTrolley(<TrolleyPage />, server.api);
    expect(await screen.findByRole('heading', { name: 'Unavailable items in trolley' })).toBeInTheDocument();
    expect(screen.getByText(/1 item is not available/)).toBeInTheDocument();
  });
});

describe('the instant checkout modal (doc 2 §2)', () => {
  it('offers to check out at once, or to keep shopping', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<InstantCheckoutModal open total="£52.40" itemCount={12} onClose={onClose} />);
    const dialog = screen.getByRole('dialog', { name: 'Instant checkout' });
    expect(within(dialog).getByText(/Check out your 12 items \(£52.40\)/)).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Place order now' })).toHaveAttribute(
      'href',
      '/ecom/checkout?instant=true',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Keep shopping' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('is offered on the page only when the trolley allows it', async () => {
    const user = userEvent.setup();
    const line = trolleyLine({ trolleyItemId: 41 });
    const server = createFakeTrolleyServer([line]);
    server.api.getTrolley = vi.fn(async () => answerOf(trolleyOf([line], { instantCheckout: 'ALLOWED' })));
    server.api.getTrolleyWithRecommendations = vi.fn(async () => {
      throw new Error('not now');
    });
    renderWithTrolley(<TrolleyPage />, server.api);
    await user.click(await screen.findByRole('button', { name: 'Instant checkout' }));
    expect(screen.getByRole('dialog', { name: 'Instant checkout' })).toBeInTheDocument();
  });

  it('is not offered while the server says NOT_ALLOWED', async () => {
    const server = createFakeTrolleyServer([trolleyLine({ trolleyItemId: 41 })]);
    renderWithTrolley(<TrolleyPage />, server.api);
    await screen.findByRole('listitem', { name: 'Essential Semi Skimmed Milk' });
    expect(screen.queryByRole('button', { name: 'Instant checkout' })).not.toBeInTheDocument();
  });
});

describe('the totals and the minimum spend (doc 2 §3, §5)', () => {
  it('shows items, savings, deposits and the total, and the minimum spend met', () => {
    const line = trolleyLine({ retailPrice: gbp(45), saving: gbp(5), totalPrice: gbp(40) });
    const trolley = trolleyOf([line]);
    const withDeposit = {
      ...trolley,
      trolleyTotals: {
        ...trolley.trolleyTotals,
        totalDepositCharge: gbp(0.6),
        totalEstimatedCost: gbp(40.6),
      },
    };
    render(
      <TrolleySummary
        totals={trolleyTotals(withDeposit, 4000)}
        minimum={minimumSpendView(withDeposit, 4000)}
        pending={false}
      />,
    );
    expect(screen.getByTestId('items-total')).toHaveTextContent('£40.00');
    expect(screen.getByTestId('savings-total')).toHaveTextContent('-£5.00');
    expect(screen.getByTestId('deposits-total')).toHaveTextContent('£0.60');
    expect(screen.getByTestId('estimated-total')).toHaveTextContent('£40.60');
    expect(screen.getByText('You have reached the £40.00 minimum spend for delivery')).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  });
});

describe('the trolley’s messages (doc 2 §8)', () => {
  it("says 'Sorry, this item hasn't been added' when an add fails, and nothing is left in the trolley", async () => {
    const user = userEvent.setup();
    const server = createFakeTrolleyServer([], [trolleyProduct()]);
    server.api.addItemToTrolley = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    const { trolley } = renderWithTrolley(<TrolleyPage />, server.api);
    await screen.findByText('Your trolley is empty.');
    trolley.actor.send({
      type: 'CHANGE',
      change: {
        kind: 'item',
        lineNumber: '100001',
        quantity: { amount: 1, uom: 'C62' },
        product: trolleyProduct(),
      },
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("Sorry, this item hasn't been added");
    await waitFor(() => expect(screen.getByText('Your trolley is empty.')).toBeInTheDocument());
    await user.click(within(alert).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the server’s refusal word for word', async () => {
    const line = trolleyLine({ trolleyItemId: 51, quantity: { amount: 99, uom: 'C62' } });
    const server = createFakeTrolleyServer([line]);
    server.api.updateTrolleyItem = vi.fn(async () =>
      answerOf(trolleyOf([line]), [
        { type: 'INVALID_QUANTITY', message: 'Sorry, you can only order 99 of this product.' },
      ]),
    );
    const { trolley } = renderWithTrolley(<TrolleyPage />, server.api);
    await screen.findByRole('listitem', { name: 'Essential Semi Skimmed Milk' });
    trolley.actor.send({
      type: 'CHANGE',
      change: { kind: 'item', lineNumber: '100001', quantity: { amount: 100, uom: 'C62' } },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Sorry, you can only order 99 of this product.',
    );
    expect(screen.getByRole('textbox', { name: /quantity/ })).toHaveValue('99');
  });

  it("opens the generic trolley modal, 'Sorry, we're experiencing an unexpected error.', when a change fails", async () => {
    const user = userEvent.setup();
    const line = trolleyLine({ trolleyItemId: 52 });
    const server = createFakeTrolleyServer([line]);
    server.api.updateTrolleyItem = vi.fn(async () => {
      throw new Error('502');
    });
    renderWithTrolley(<TrolleyPage />, server.api);
    const row = await screen.findByRole('listitem', { name: 'Essential Semi Skimmed Milk' });
    await user.click(within(row).getByRole('button', { name: /Add 1 more/ }));
    const modal = await screen.findByRole('alertdialog', {
      name: "Sorry, we're experiencing an unexpected error.",
    });
    await user.click(within(modal).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(within(row).getByRole('textbox', { name: /quantity/ })).toHaveValue('1');
  });

  it('refreshes once when the order has gone, then asks the shopper to refresh the page', async () => {
    const user = userEvent.setup();
    const server = createFakeTrolleyServer([]);
    const gone = answerOf(null, [
      { type: 'ORDER_NOT_FOUND', message: 'Sorry, we could not find this trolley.' },
    ]);
    server.api.getTrolley = vi.fn(async () => gone);
    renderWithTrolley(<TrolleyPage />, server.api);
    expect(
      await screen.findByRole('alertdialog', { name: 'Sorry, we could not load your trolley' }),
    ).toBeInTheDocument();
    // The first load named the order; the refresh asked without it.
    expect(server.api.getTrolley).toHaveBeenNthCalledWith(1, expect.objectContaining({ orderId: '5001' }));
    expect(server.api.getTrolley).toHaveBeenNthCalledWith(2, expect.objectContaining({ orderId: null }));
    expect(screen.getByRole('button', { name: 'Refresh page' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  });
});

describe('a line the booked slot cannot take (doc 2 §8 Slots)', () => {
  const platter = trolleyProduct({ lineNumber: '100009', name: 'Party Platter', leadTimeDays: 3 });
  const platterLine = trolleyLine({ trolleyItemId: 32, product: platter });
  const restriction: TrolleyConflict = {
    ...conflict,
    type: 'SLOT_RESTRICTION_LEAD_TIME',
    itemId: 32,
    productId: platter.id,
    lineNumber: platter.lineNumber,
    outOfStock: false,
    nextSlotDate: '2026-06-04',
    messages: {
      aside: null,
      dismissal: null,
      trigger: null,
      title: 'No earlier slot dates',
      shortItem: 'NO EARLIER SLOT DATES',
      longItem:
        'No earlier slot dates for this item. The first date it can be delivered or collected is Thursday 4 June. Choose another date or remove item.',
      longGroup: 'Choose another date or remove item',
      reason: 'Party Platter: Order at least 3 days ahead.',
    },
    resolutionActions: [
      { id: 'CHANGE_SLOT_DATE', message: 'Choose another date' },
      { id: 'REMOVE_ITEM', message: 'Remove' },
    ],
    prohibitedActions: [],
  };

  it('shows its messages, keeps the quantity changeable and offers no alternatives', () => {
    renderWithTrolley(
      <ul>
        <TrolleyLine
          line={platterLine}
          trolley={trolleyOf([platterLine], { conflicts: [restriction] })}
          state={null}
          actions={{ change: vi.fn(), swap: vi.fn() }}
        />
      </ul>,
      createFakeTrolleyServer([platterLine]).api,
    );
    const row = screen.getByRole('listitem', { name: 'Party Platter' });
    expect(within(row).getByText('NO EARLIER SLOT DATES')).toBeInTheDocument();
    expect(
      within(row).getByText(/The first date it can be delivered or collected is Thursday 4 June/),
    ).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: /Add 1 more/ })).toBeEnabled();
    expect(within(row).queryByRole('button', { name: /View alternatives/ })).toBeNull();
  });

  it('the page says to change the slot, apart from the items that are not available', async () => {
    const trolley = trolleyOf([soldOutLine, platterLine], { conflicts: [conflict, restriction] });
    const server = createFakeTrolleyServer([soldOutLine, platterLine]);
    server.api.getTrolley = vi.fn(async () =>
      answerOf({
        ...trolley,
        trolleyTotals: {
          ...trolley.trolleyTotals,
          trolleyItemCounts: { hardConflicts: 2, softConflicts: 0, noConflicts: 0 },
        },
      }),
    );
    server.api.getTrolleyWithRecommendations = vi.fn(async () => {
      throw new Error('not now');
    });
    renderWithTrolley(<TrolleyPage />, server.api);
    expect(
      await screen.findByRole('heading', { name: 'Choose another date or remove item' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/1 item can't be delivered or collected in your slot/)).toBeInTheDocument();
    expect(screen.getByText(/1 item is not available/)).toBeInTheDocument();
  });
});
