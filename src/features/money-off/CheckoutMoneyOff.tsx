import { useActorRef } from '@xstate/react';
import { useEffect } from 'react';
import type { CheckoutRefusal, Order } from '../../contract/checkout.ts';
import type { CheckoutActor } from '../../shop/checkout.ts';
import { useReadyShop } from '../../shop/door/door.tsx';
import { PromoCodesSection } from './PromoCodesSection.tsx';
import { TenderSections } from './TenderSections.tsx';

export interface CheckoutMoneyOffProps {
  checkout: CheckoutActor;
  order: Order;
  refusal: CheckoutRefusal | null;
  /**
   * The sections show on the review step, before the card is chosen (the payment step is the card's alone);
   * the flows keep running through the payment step and the placing.
   */
  visible: boolean;
}

/**
 * Money off on the checkout: promo codes, gift cards and vouchers, the partner discount card. Their flows
 * start once for the visit (src/shop/money-off.ts), and the shop hands each changed order to the checkout.
 */
export function CheckoutMoneyOff({ checkout, order, refusal, visible }: CheckoutMoneyOffProps) {
  const shop = useReadyShop();
  const inspect = shop.inspect ? { inspect: shop.inspect } : {};
  const codes = useActorRef(shop.moneyOff.promoCodes, {
    input: { customerOrderId: order.customerOrderId },
    ...inspect,
  });
  const tender = useActorRef(shop.moneyOff.giftCards, {
    input: { customerOrderId: order.customerOrderId, order },
    ...inspect,
  });
  useEffect(() => shop.moneyOff.followOnCheckout(checkout, codes, tender), [shop, checkout, codes, tender]);
  if (!visible) return null;
  return (
    <>
      <PromoCodesSection actor={codes} idPrefix="checkout" />
      <TenderSections actor={tender} order={order} refusal={refusal} />
    </>
  );
}
