import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TrolleyPage } from '../../../src/features/trolley/TrolleyPage.tsx';
import { gbp, trolleyLine, trolleyProduct } from './trolley-data.ts';
import { createFakeTrolleyServer, renderWithTrolley } from './trolley-harness.tsx';

const milk = trolleyProduct();
const yogurt = trolleyProduct({
  lineNumber: '100004',
  name: 'Greek Yogurt',
  currentSaleUnitPrice: { price: gbp(2), quantity: { amount: 1, uom: 'C62' } },
});
const cake = trolleyProduct({
  lineNumber: '100005',
  name: 'Birthday Cake',
  maxPersonalisedMessageLength: 20,
  substitutionsProhibited: true,
  currentSaleUnitPrice: { price: gbp(25), quantity: { amount: 1, uom: 'C62' } },
});
const recommended = Array.from({ length: 8 }, (_, index) =>
  trolleyProduct({ lineNumber: String(200001 + index), name: `Recommended ${index + 1}` }),
);

const milkLine = trolleyLine({ trolleyItemId: 11, product: milk, quantity: { amount: 2, uom: 'C62' } });
const yogurtLine = trolleyLine({
  trolleyItemId: 12,
  product: yogurt,
  quantity: { amount: 2, uom: 'C62' },
  retailPrice: gbp(4),
  saving: gbp(0.5),
  totalPrice: gbp(3.5),
  discounts: [
    { status: 'TRIGGERED', id: 7, description: 'Save 50p', category: 'OFFER' },
    { status: 'UNTRIGGERED', id: 8, description: 'Any 3 for £5', category: 'OFFER' },
  ],
});

beforeEach(() => {
  window.dataLayer = [];
});
afterEach(() => {
  window.dataLayer = [];
});

function setUp(lines = [milkLine, yogurtLine]) {
  const server = createFakeTrolleyServer(lines, [milk, yogurt, cake], recommended);
  const rendered = renderWithTrolley(<TrolleyPage />, server.api);
  return { ...rendered, server };
}

const line = (name: string) => screen.getByRole('listitem', { name });
const events = () => (window.dataLayer ?? []).map((entry) => (entry as { event: string }).event);

describe('the trolley page (doc 2 §2)', () => {
  it('lists the lines with quantity, price, savings and offers, and totals as the server has them', async () => {
    setUp();
    const yogurtRow = await screen.findByRole('listitem', { name: 'Greek Yogurt' });
    expect(within(yogurtRow).getByRole('textbox', { name: /quantity/ })).toHaveValue('2');
    expect(within(yogurtRow).getByTestId('line-price')).toHaveTextContent('£3.50');
    expect(within(yogurtRow).getByText('£4.00')).toBeInTheDocument();
    expect(within(yogurtRow).getByText('You save £0.50')).toBeInTheDocument();
    const offers = within(yogurtRow).getByRole('list', { name: 'Offers' });
    expect(within(offers).getByText(/Save 50p/)).toBeInTheDocument();
    expect(within(offers).getByText(/Any 3 for £5/)).toBeInTheDocument();

    expect(screen.getByTestId('items-total')).toHaveTextContent('£6.50');
    expect(screen.getByTestId('savings-total')).toHaveTextContent('-£0.50');
    expect(screen.getByTestId('estimated-total')).toHaveTextContent('£6.50');
    expect(
      screen.getByText('Spend £33.50 more to reach the £40.00 minimum spend for delivery'),
    ).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '16');
    expect(screen.getByTestId('trolley-page-count')).toHaveTextContent('(4 items)');
  });

  it('changes a quantity at once, and the totals follow the server', async () => {
    const user = userEvent.setup();
    const { server } = setUp();
    const milkRow = await screen.findByRole('listitem', { name: 'Essential Semi Skimmed Milk' });
    await user.click(within(milkRow).getByRole('button', { name: /Add 1 more/ }));
    expect(within(milkRow).getByRole('textbox', { name: /quantity/ })).toHaveValue('3');
    await waitFor(() =>
      expect(server.lines().find((item) => item.lineNumber === milk.lineNumber)?.quantity.amount).toBe(3),
    );
    await waitFor(() => expect(screen.getByTestId('estimated-total')).toHaveTextContent('£8.00'));
  });

  it('removes a line, and Undo puts it back as it was', async () => {
    const user = userEvent.setup();
    const { server } = setUp();
    await screen.findByRole('listitem', { name: 'Essential Semi Skimmed Milk' });
    await user.click(screen.getByRole('button', { name: 'Remove Essential Semi Skimmed Milk' }));
    expect(screen.queryByRole('listitem', { name: 'Essential Semi Skimmed Milk' })).not.toBeInTheDocument();
    await waitFor(() => expect(server.lines().map((item) => item.lineNumber)).toEqual([yogurt.lineNumber]));

    await user.click(await screen.findByRole('button', { name: 'Undo' }));
    expect(await screen.findByRole('listitem', { name: 'Essential Semi Skimmed Milk' })).toBeInTheDocument();
    await waitFor(() =>
      expect(server.lines().find((item) => item.lineNumber === milk.lineNumber)?.quantity.amount).toBe(2),
    );
    expect(screen.queryByRole('button', { name: 'Undo' })).not.toBeInTheDocument();
  });

  it('empties the trolley after the shopper confirms, keeping locked lines', async () => {
    const user = userEvent.setup();
    const { server } = setUp([milkLine, { ...yogurtLine, locked: true }]);
    await screen.findByRole('listitem', { name: 'Greek Yogurt' });
    await user.click(screen.getByRole('button', { name: 'Empty trolley' }));
    const dialog = screen.getByRole('dialog', { name: 'Empty your trolley?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(server.api.emptyTrolley).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Empty trolley' }));
    await user.click(screen.getByRole('button', { name: 'Yes, empty trolley' }));
    await waitFor(() => expect(server.lines().map((item) => item.lineNumber)).toEqual([yogurt.lineNumber]));
    expect(screen.queryByRole('listitem', { name: 'Essential Semi Skimmed Milk' })).not.toBeInTheDocument();
  });

  it('sets substitutions for every item, and counts a declined substitution', async () => {
    const user = userEvent.setup();
    const { server } = setUp();
    await screen.findByRole('listitem', { name: 'Greek Yogurt' });
    await user.click(screen.getByRole('checkbox', { name: 'Allow substitutes for all items' }));
    await waitFor(() =>
      expect(server.api.updateTrolleySubPreferences).toHaveBeenCalledWith(false, expect.anything()),
    );
    await waitFor(() =>
      expect(
        within(line('Greek Yogurt')).getByRole('checkbox', { name: 'Allow substitute' }),
      ).not.toBeChecked(),
    );

    await user.click(screen.getByRole('checkbox', { name: 'Allow substitutes for all items' }));
    await waitFor(() =>
      expect(within(line('Greek Yogurt')).getByRole('checkbox', { name: 'Allow substitute' })).toBeChecked(),
    );
    await user.click(within(line('Greek Yogurt')).getByRole('checkbox', { name: 'Allow substitute' }));
    expect(events()).toContain('product_pod_decline_substitution');
    await waitFor(() =>
      expect(server.lines().find((item) => item.lineNumber === yogurt.lineNumber)?.canSubstitute).toBe(false),
    );
  });

  it('adds a note to the shopper, with its analytics events', async () => {
    const user = userEvent.setup();
    const { server } = setUp();
    const milkRow = await screen.findByRole('listitem', { name: 'Essential Semi Skimmed Milk' });
    await user.click(within(milkRow).getByRole('button', { name: /Add note to shopper/ }));
    expect(events()).toContain('product_pod_add_note_clicked');
    await user.type(within(milkRow).getByRole('textbox', { name: /Note to shopper/ }), 'Long dates please');
    await user.click(within(milkRow).getByRole('button', { name: 'Save note' }));
    expect(events()).toContain('product_pod_save_note');
    expect(within(milkRow).getByText('Long dates please')).toBeInTheDocument();
    await waitFor(() =>
      expect(server.lines().find((item) => item.lineNumber === milk.lineNumber)?.noteToShopper).toBe(
        'Long dates please',
      ),
    );
  });

  it('counts a personalised message’s characters and warns at three quarters of the allowance', async () => {
    const user = userEvent.setup();
    setUp([trolleyLine({ trolleyItemId: 21, product: cake, canSubstitute: false })]);
    const cakeRow = await screen.findByRole('listitem', { name: 'Birthday Cake' });
    expect(within(cakeRow).queryByRole('checkbox', { name: 'Allow substitute' })).not.toBeInTheDocument();
    const field = within(cakeRow).getByRole('textbox', { name: /Personalised message/ });
    await user.type(field, 'Happy birthday');
    const counter = within(cakeRow).getByText('14/20 characters');
    expect(counter.className).not.toMatch(/counterWarning/);
    await user.type(field, ' Al');
    expect(within(cakeRow).getByText('17/20 characters').className).toMatch(/counterWarning/);
  });

  it('locks a line so that it cannot be changed until it is unlocked', async () => {
    const user = userEvent.setup();
    const { server } = setUp();
    const milkRow = await screen.findByRole('listitem', { name: 'Essential Semi Skimmed Milk' });
    await user.click(within(milkRow).getByRole('button', { name: /^Lock/ }));
    expect(within(milkRow).getByRole('button', { name: /Add 1 more/ })).toBeDisabled();
    expect(within(milkRow).getByRole('button', { name: /^Remove Essential/ })).toBeDisabled();
    await waitFor(() =>
      expect(server.lines().find((item) => item.lineNumber === milk.lineNumber)?.locked).toBe(true),
    );
    await user.click(within(milkRow).getByRole('button', { name: /^Unlock/ }));
    expect(within(milkRow).getByRole('button', { name: /Add 1 more/ })).toBeEnabled();
  });

  it('recommends 8 products that can be added from the page', async () => {
    const user = userEvent.setup();
    const { server } = setUp();
    const section = await screen.findByRole('region', { name: 'You might also like' });
    expect(within(section).getAllByRole('listitem')).toHaveLength(8);
    expect(server.api.getTrolleyWithRecommendations).toHaveBeenCalledWith(
      expect.objectContaining({ size: 8 }),
    );
    await user.click(within(section).getByRole('button', { name: 'Add Recommended 1 to trolley' }));
    const lines = screen.getByRole('list', { name: 'Items in your trolley' });
    expect(await within(lines).findByRole('listitem', { name: 'Recommended 1' })).toBeInTheDocument();
    // The recommendation shows how many the shopper now has.
    expect(within(section).getByRole('textbox', { name: /Recommended 1: quantity/ })).toHaveValue('1');
    await waitFor(() => expect(server.lines().map((item) => item.lineNumber)).toContain('200001'));
  });

  it('shows an empty trolley', async () => {
    setUp([]);
    expect(await screen.findByText('Your trolley is empty.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Empty trolley' })).not.toBeInTheDocument();
  });

  it('says when the trolley cannot be loaded, and tries again', async () => {
    const user = userEvent.setup();
    const server = createFakeTrolleyServer([milkLine]);
    const getTrolley = server.api.getTrolley;
    server.api.getTrolley = async () => {
      throw new TypeError('Failed to fetch');
    };
    server.api.getTrolleyWithRecommendations = async () => {
      throw new TypeError('Failed to fetch');
    };
    renderWithTrolley(<TrolleyPage />, server.api);
    expect(await screen.findByText('Sorry, we couldn’t load your trolley')).toBeInTheDocument();
    server.api.getTrolley = getTrolley;
    await act(() => user.click(screen.getByRole('button', { name: 'Try again' })));
    expect(await screen.findByRole('listitem', { name: 'Essential Semi Skimmed Milk' })).toBeInTheDocument();
  });
});
