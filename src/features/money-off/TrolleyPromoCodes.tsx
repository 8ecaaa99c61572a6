import { useActorRef } from '@xstate/react';
import { useEffect } from 'react';
import type { Shop } from '../../shop/shop.ts';
import { PromoCodesSection } from './PromoCodesSection.tsx';

/**
 * Promo codes on the trolley page (doc 2 §4: codes may be entered before checkout; the trolley's orderId is
 * the order): after a change the trolley is loaded again, so its summary shows the server's totals.
 */
export function TrolleyPromoCodes({ shop, orderId }: { shop: Shop; orderId: string }) {
  const codes = useActorRef(shop.moneyOff.promoCodes, {
    input: { customerOrderId: orderId },
    ...(shop.inspect ? { inspect: shop.inspect } : {}),
  });
  useEffect(() => shop.moneyOff.followOnTrolley(codes), [shop, codes]);
  return <PromoCodesSection actor={codes} idPrefix="trolley" />;
}
