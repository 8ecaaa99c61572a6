import { useLocation } from '@tanstack/react-router';
import { useCallback } from 'react';
import type { TrolleySnapshot } from '../../../machines/trolley.machine.ts';
import { selectQuantityOf } from '../../../machines/trolley.selectors.ts';
import type { Product } from '../../api/catalogue.ts';
import { useShop } from '../../shop/door/door.tsx';
import { useSession } from '../../shop/door/session-hooks.ts';
import { useTrolleySelector } from '../../shop/door/trolley-hooks.ts';
import type { PodQuantity } from '../../ui/ProductPod.tsx';

export interface TrolleyActions {
  /**
   * What a pod's Add and quantity control do with a product; undefined until the shop has arrived and the
   * session has started (who would be adding is not known yet), so that pods show no Add button rather than
   * one that does nothing.
   */
  onQuantityChange: ((product: Product, quantity: PodQuantity) => void) | undefined;
}

/**
 * The trolley actions of product pods and the product page: the shop's `changeTrolleyQuantity` (to the
 * trolley when signed in, else to sign in with the add remembered), coming back to this page.
 */
export function useTrolleyActions(): TrolleyActions {
  const shop = useShop();
  const { hasStarted } = useSession();
  const href = useLocation({ select: (location) => location.href });
  const onQuantityChange = useCallback(
    (product: Product, quantity: PodQuantity) => shop?.changeTrolleyQuantity(product, quantity, href),
    [shop, href],
  );
  return { onQuantityChange: shop && hasStarted ? onQuantityChange : undefined };
}

/** How much of a product the shopper has in the trolley, changes included; null when none. */
export function useTrolleyQuantity(lineNumber: string): { amount: number; uom: string } | null {
  const select = useCallback(
    (snapshot: TrolleySnapshot) => selectQuantityOf(lineNumber)(snapshot),
    [lineNumber],
  );
  return useTrolleySelector(select, null, (a, b) => a?.amount === b?.amount && a?.uom === b?.uom);
}
