import type { ShopDoor } from '../../../src/shop/door/door.tsx';
import { createNetworkErrorNotice } from '../../../src/shop/door/network-error.ts';
import type { Shop } from '../../../src/shop/shop.ts';

/**
 * A door whose shop arrives when the test says (`arrive()`), as the real one's does just after first paint.
 * The shop is only the parts a test gives: the views under test read no others. (A stand-in until the
 * shared test/unit/support/shop-harness.tsx exists.)
 */
export function arrivingShopDoor(parts: Partial<Shop>) {
  const shop = parts as Shop;
  let arrived: Shop | null = null;
  let open: (shop: Shop) => void = () => {};
  const ready = new Promise<Shop>((resolve) => {
    open = resolve;
  });
  const listeners = new Set<() => void>();
  const door: ShopDoor = {
    current: () => arrived,
    ready: () => ready,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    networkError: createNetworkErrorNotice(),
    reload: () => {},
    closed: false,
  };
  return {
    door,
    shop,
    arrive() {
      arrived = shop;
      open(shop);
      for (const listener of [...listeners]) listener();
    },
  };
}
