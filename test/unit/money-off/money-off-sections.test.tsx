import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { type GiftCardsActor, giftCardsMachine } from '../../../machines/gift-cards.machine.ts';
import { promoCodesMachine } from '../../../machines/promo-codes.machine.ts';
import type { Order } from '../../../src/contract/checkout.ts';
import type { AddIncentiveAnswer, Incentive } from '../../../src/contract/incentives.ts';
import {
  INCENTIVE_FIELD_MESSAGES,
  INCENTIVE_MESSAGES,
  INCENTIVE_REFUSALS,
} from '../../../src/domain/incentives.ts';
import { PromoCodesSection } from '../../../src/features/money-off/PromoCodesSection.tsx';
import { TenderSections } from '../../../src/features/money-off/TenderSections.tsx';
import { checkoutOrderSample } from '../../fixtures/checkout-order.ts';
import { gbp } from '../trolley/trolley-data.ts';
import { WELCOME10 } from './money-off-data.ts';

// The promo codes and gift card sections as the shopper uses them, with the flows' calls faked.

function startCodes(calls: {
  load?: () => Promise<Incentive[]>;
  add?: (code: string) => Promise<AddIncentiveAnswer>;
  remove?: () => Promise<Incentive[]>;
}) {
  const add = vi.fn(async ({ input }: { input: { customerOrderId: string; code: string } }) => {
    if (!calls.add) throw new Error('not expected');
    return calls.add(input.code);
  });
  const actor = createActor(
    promoCodesMachine.provide({
      actors: {
        loadIncentives: fromPromise(async () => (calls.load ? calls.load() : [])),
        addIncentive: fromPromise(add),
        removeIncentive: fromPromise(async () => (calls.remove ? calls.remove() : [])),
      },
    }),
    { input: { customerOrderId: '1000001' } },
  ).start();
  return { actor, add };
}

describe('the promo codes section', () => {
  it('checks the box before sending, applies a code, lists it with its saving, and says so', async () => {
    const user = userEvent.setup();
    const { actor, add } = startCodes({
      add: async () => ({ incentive: WELCOME10, rejection: null, incentives: [WELCOME10] }),
    });
    const totals = vi.fn();
    actor.on('totalsChanged', totals);
    render(<PromoCodesSection actor={actor} idPrefix="test" />);
    const section = screen.getByRole('region', { name: 'Promo codes' });

    await user.click(within(section).getByRole('button', { name: 'Apply' }));
    expect(within(section).getByLabelText('Promo code')).toHaveAccessibleDescription(
      `Error: ${INCENTIVE_FIELD_MESSAGES.codeRequired}`,
    );
    await user.type(within(section).getByLabelText('Promo code'), 'ten off!');
    await user.click(within(section).getByRole('button', { name: 'Apply' }));
    expect(within(section).getByText(INCENTIVE_FIELD_MESSAGES.codeInvalid)).toBeInTheDocument();
    expect(add).not.toHaveBeenCalled();

    await user.clear(within(section).getByLabelText('Promo code'));
    await user.type(within(section).getByLabelText('Promo code'), 'welcome10{Enter}');
    expect(await screen.findByRole('status')).toHaveTextContent(INCENTIVE_MESSAGES.applied);
    const list = within(section).getByRole('list', { name: 'Promo codes on your order' });
    expect(within(list).getByText('WELCOME10')).toBeInTheDocument();
    expect(within(list).getByText('-£4.50')).toBeInTheDocument();
    expect(add.mock.calls[0]?.[0].input).toEqual({ customerOrderId: '1000001', code: 'WELCOME10' });
    expect(totals).toHaveBeenCalledTimes(1);
    // The code is on the order: the box is empty for the next one.
    expect(within(section).getByLabelText('Promo code')).toHaveValue('');
  });

  it('a code kept but not applied is on the order too: the box is emptied', async () => {
    const user = userEvent.setup();
    const kept: Incentive = { ...WELCOME10, status: 'NOT_APPLIED', value: gbp(0), message: 'Spend £40.00' };
    const { actor } = startCodes({
      add: async () => ({ incentive: kept, rejection: null, incentives: [kept] }),
    });
    render(<PromoCodesSection actor={actor} idPrefix="test" />);
    await user.type(screen.getByLabelText('Promo code'), 'welcome10{Enter}');
    expect(await screen.findByRole('status')).toHaveTextContent(INCENTIVE_MESSAGES.notApplied);
    expect(screen.getByRole('list', { name: 'Promo codes on your order' })).toHaveTextContent('WELCOME10');
    expect(screen.getByLabelText('Promo code')).toHaveValue('');
  });

  it('a refused code: the snackbar asks to check the alert, which says why', async () => {
    const user = userEvent.setup();
    const { actor } = startCodes({
      add: async (code) => ({
        incentive: null,
        rejection: { code, type: 'INCENTIVE_NOT_FOUND', message: INCENTIVE_REFUSALS.INCENTIVE_NOT_FOUND },
        incentives: [],
      }),
    });
    render(<PromoCodesSection actor={actor} idPrefix="test" />);
    await user.type(screen.getByLabelText('Promo code'), 'NOSUCH{Enter}');
    expect(await screen.findByRole('status')).toHaveTextContent(INCENTIVE_MESSAGES.notApplied);
    expect(screen.getByRole('alert')).toHaveTextContent(INCENTIVE_REFUSALS.INCENTIVE_NOT_FOUND);
    // Not on the order: the code stays in the box, to be corrected.
    expect(screen.getByLabelText('Promo code')).toHaveValue('NOSUCH');
  });

  it('a call that failed: the code stays in the box', async () => {
    const user = userEvent.setup();
    const { actor } = startCodes({ add: async () => Promise.reject({ status: 503, message: null }) });
    render(<PromoCodesSection actor={actor} idPrefix="test" />);
    await user.type(screen.getByLabelText('Promo code'), 'welcome10{Enter}');
    expect(await screen.findByRole('status')).toHaveTextContent(INCENTIVE_MESSAGES.addFailed);
    expect(screen.getByLabelText('Promo code')).toHaveValue('welcome10');
  });

  it('codes that could not be loaded: none listed, and the box works', async () => {
    const { actor } = startCodes({ load: async () => Promise.reject(new Error('404')) });
    render(<PromoCodesSection actor={actor} idPrefix="test" />);
    await vi.waitFor(() => expect(actor.getSnapshot().matches('ready')).toBe(true));
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Apply' })).toBeEnabled();
  });
});

const money = gbp;
function orderWithCards(count: number): Order {
  const order = checkoutOrderSample();
  return {
    ...order,
    paymentInfo: {
      ...order.paymentInfo,
      giftCards: Array.from({ length: count }, (_, index) => ({
        id: String(index + 1),
        serialNumber: `•••• ${String(index + 1).padStart(4, '0')}`,
        remainingBalance: money(0),
        amountToDeduct: money(20),
      })),
    },
  };
}

describe('the gift cards and vouchers section', () => {
  it('adds a gift card, hands over the new order, and shows the refusal of another by its message', async () => {
    const user = userEvent.setup();
    const after = orderWithCards(1);
    const addGiftCard = vi.fn().mockResolvedValueOnce(after).mockRejectedValueOnce({
      status: 404,
      message: INCENTIVE_REFUSALS.GIFT_CARD_NOT_FOUND,
      type: 'GIFT_CARD_NOT_FOUND',
    });
    const actor = createActor(
      giftCardsMachine.provide({
        actors: { addGiftCard: fromPromise(({ input }) => addGiftCard(input)) },
      }),
      { input: { customerOrderId: '1000001', order: orderWithCards(0) } },
    ).start();
    const handed = vi.fn();
    actor.on('orderChanged', handed);
    const { rerender } = render(<TenderSections actor={actor} order={orderWithCards(0)} refusal={null} />);
    const form = screen.getByRole('form', { name: 'Add a gift card' });
    await user.type(within(form).getByLabelText('Gift card number'), '6338 0000 0000 0001');
    await user.type(within(form).getByLabelText('PIN'), '1234');
    await user.click(within(form).getByRole('button', { name: 'Add gift card' }));
    await vi.waitFor(() => expect(handed).toHaveBeenCalledWith({ type: 'orderChanged', order: after }));
    expect(addGiftCard).toHaveBeenCalledWith({
      customerOrderId: '1000001',
      serialNumber: '6338000000000001',
      pin: '1234',
    });

    rerender(<TenderSections actor={actor} order={after} refusal={null} />);
    const item = screen.getByRole('listitem');
    expect(item).toHaveTextContent('Gift card •••• 0001');
    expect(item).toHaveTextContent('Pays £20.00');
    // A card added starts the form afresh: nothing typed (no PIN) is left in it.
    const next = screen.getByRole('form', { name: 'Add a gift card' });
    expect(within(next).getByLabelText('PIN')).toHaveValue('');
    await user.type(within(next).getByLabelText('Gift card number'), '6338000000000002');
    await user.type(within(next).getByLabelText('PIN'), '9999');
    await user.click(within(next).getByRole('button', { name: 'Add gift card' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(INCENTIVE_REFUSALS.GIFT_CARD_NOT_FOUND);
  });

  it('with ten gift cards on the order, adding is gone and the limit is said', () => {
    const order = orderWithCards(10);
    const actor = createActor(giftCardsMachine, { input: { customerOrderId: '1000001', order } }).start();
    render(<TenderSections actor={actor} order={order} refusal={null} />);
    expect(screen.queryByRole('form', { name: 'Add a gift card' })).not.toBeInTheDocument();
    expect(screen.getByText('You can use up to 10 gift cards on an order.')).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Add a gift voucher' })).toBeInTheDocument();
  });

  it('a partner card number that is not one: the field says so, nothing is sent', async () => {
    const user = userEvent.setup();
    const order = orderWithCards(0);
    const actor = createActor(giftCardsMachine, { input: { customerOrderId: '1000001', order } }).start();
    render(<TenderSections actor={actor} order={order} refusal={null} />);
    const form = screen.getByRole('form', { name: 'Apply a Partner discount card' });
    await user.type(within(form).getByLabelText('Partner discount card number'), '4444 3333 2222 1111');
    await user.click(within(form).getByRole('button', { name: 'Apply' }));
    expect(within(form).getByText(INCENTIVE_FIELD_MESSAGES.partnerCardNumber)).toBeInTheDocument();
    expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true);
  });
});

// Keyboard focus after a change (issue 19 follow-up): the form that was used starts afresh, or the line whose
// Remove was pressed is gone, so the focus is put where the shopper can carry on; never on first showing.

const withTender = (cards: number, vouchers = 0, partner = false): Order => {
  const order = orderWithCards(cards);
  return {
    ...order,
    partnerDiscountCardNumber: partner ? '•••• 0001' : null,
    paymentInfo: {
      ...order.paymentInfo,
      giftVouchers: Array.from({ length: vouchers }, (_, index) => ({
        id: String(index + 101),
        serialNumber: `•••• ${String(index + 101).padStart(4, '0')}`,
        status: 'ACTIVE' as const,
        value: money(10),
        amount: money(10),
      })),
    },
  };
};

interface OnTheOrder {
  cards: number;
  vouchers: number;
  partner: boolean;
}

/** The tender calls answering with the order as it would then be, starting from `start`. */
function startTender(start: Order) {
  let order = start;
  const answer = (change: (now: OnTheOrder) => Partial<OnTheOrder>) => async () => {
    const now = {
      cards: order.paymentInfo.giftCards.length,
      vouchers: order.paymentInfo.giftVouchers.length,
      partner: order.partnerDiscountCardNumber !== null,
    };
    const next = { ...now, ...change(now) };
    order = withTender(next.cards, next.vouchers, next.partner);
    return order;
  };
  return createActor(
    giftCardsMachine.provide({
      actors: {
        addGiftCard: fromPromise(answer(({ cards }) => ({ cards: cards + 1 }))),
        removeGiftCard: fromPromise(answer(({ cards }) => ({ cards: cards - 1 }))),
        addGiftVoucher: fromPromise(answer(({ vouchers }) => ({ vouchers: vouchers + 1 }))),
        removeGiftVoucher: fromPromise(answer(({ vouchers }) => ({ vouchers: vouchers - 1 }))),
        applyPartnerCard: fromPromise(answer(() => ({ partner: true }))),
        removePartnerCard: fromPromise(answer(() => ({ partner: false }))),
      },
    }),
    { input: { customerOrderId: '1000001', order: start } },
  ).start();
}

/** Shows the order the flow hands over, as the checkout does (the same render as the flow's own answer). */
function AsOnTheCheckout({ actor, order: start }: { actor: GiftCardsActor; order: Order }) {
  const [order, setOrder] = useState(start);
  useEffect(() => {
    const handed = actor.on('orderChanged', (event) => setOrder(event.order));
    return () => handed.unsubscribe();
  }, [actor]);
  return <TenderSections actor={actor} order={order} refusal={null} />;
}

const giftCardForm = () => screen.getByRole('form', { name: 'Add a gift card' });

describe('the keyboard focus after a gift card, voucher or partner card change', () => {
  it('takes nothing on first showing, nor when shown again after a change', async () => {
    const order = withTender(0);
    const actor = startTender(order);
    const first = render(<AsOnTheCheckout actor={actor} order={order} />);
    expect(document.body).toHaveFocus();
    act(() => actor.send({ type: 'ADD_GIFT_CARD', serialNumber: '6338000000000001', pin: '1234' }));
    await vi.waitFor(() => expect(actor.getSnapshot().context.lastChange).not.toBeNull());
    first.unmount();
    (document.activeElement as HTMLElement | null)?.blur();
    // A step back to the review shows the sections again: the change already answered moves nothing.
    render(<AsOnTheCheckout actor={actor} order={withTender(1)} />);
    expect(document.body).toHaveFocus();
  });

  it("after a gift card is added, the fresh form's first field, ready for the next, every time", async () => {
    const user = userEvent.setup();
    const actor = startTender(withTender(0));
    render(<AsOnTheCheckout actor={actor} order={withTender(0)} />);
    for (const serial of ['6338000000000001', '6338000000000002']) {
      await user.click(within(giftCardForm()).getByLabelText('Gift card number'));
      await user.keyboard(serial);
      await user.tab();
      await user.keyboard('1234{Enter}');
      await vi.waitFor(() => expect(within(giftCardForm()).getByLabelText('Gift card number')).toHaveFocus());
      expect(within(giftCardForm()).getByLabelText('PIN')).toHaveValue('');
    }
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });

  it('after a voucher is added, the voucher form; after the tenth card, with the form gone, the list', async () => {
    const user = userEvent.setup();
    const actor = startTender(withTender(9));
    render(<AsOnTheCheckout actor={actor} order={withTender(9)} />);
    const voucher = screen.getByRole('form', { name: 'Add a gift voucher' });
    await user.type(within(voucher).getByLabelText('Gift voucher number'), '7000000000000001{Enter}');
    await vi.waitFor(() =>
      expect(
        within(screen.getByRole('form', { name: 'Add a gift voucher' })).getByLabelText(
          'Gift voucher number',
        ),
      ).toHaveFocus(),
    );

    await user.type(within(giftCardForm()).getByLabelText('Gift card number'), '6338000000000010');
    await user.type(within(giftCardForm()).getByLabelText('PIN'), '1234{Enter}');
    await vi.waitFor(() =>
      expect(screen.getByRole('list', { name: 'Gift cards and vouchers on your order' })).toHaveFocus(),
    );
    expect(screen.queryByRole('form', { name: 'Add a gift card' })).not.toBeInTheDocument();
  });

  it('after a removal, the list of what is left, or the form once nothing is', async () => {
    const user = userEvent.setup();
    const actor = startTender(withTender(2));
    render(<AsOnTheCheckout actor={actor} order={withTender(2)} />);
    const list = () => screen.getByRole('list', { name: 'Gift cards and vouchers on your order' });
    screen.getByRole('button', { name: 'Remove Gift card •••• 0002' }).focus();
    await user.keyboard('{Enter}');
    await vi.waitFor(() => expect(list()).toHaveFocus());
    expect(within(list()).getAllByRole('listitem')).toHaveLength(1);

    screen.getByRole('button', { name: 'Remove Gift card •••• 0001' }).focus();
    await user.keyboard('{Enter}');
    await vi.waitFor(() => expect(within(giftCardForm()).getByLabelText('Gift card number')).toHaveFocus());
    expect(
      screen.queryByRole('list', { name: 'Gift cards and vouchers on your order' }),
    ).not.toBeInTheDocument();
  });

  it('the partner card: its line once applied, its form once removed', async () => {
    const user = userEvent.setup();
    const actor = startTender(withTender(0));
    render(<AsOnTheCheckout actor={actor} order={withTender(0)} />);
    const partner = screen.getByRole('region', { name: 'Partner discount card' });
    await user.type(
      within(partner).getByLabelText('Partner discount card number'),
      '9210000000000001{Enter}',
    );
    await vi.waitFor(() => expect(within(partner).getByText('Card •••• 0001').parentElement).toHaveFocus());

    await user.tab();
    expect(within(partner).getByRole('button', { name: 'Remove Partner discount card' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await vi.waitFor(() =>
      expect(within(partner).getByLabelText('Partner discount card number')).toHaveFocus(),
    );
  });
});
