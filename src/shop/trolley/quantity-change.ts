import { selectSession } from '../../../machines/session.selectors.ts';
import type { Product } from '../../api/catalogue.ts';
import { loginRedirect } from '../../domain/routing.ts';
import { isSignedIn } from '../../domain/session.ts';
import type { PodQuantity } from '../../ui/ProductPod.tsx';
import type { AppSession } from '../session.ts';
import { appPendingAdds, type PendingAddStore } from './pending-add.ts';
import type { AppTrolley } from './trolley.ts';
import { trolleyProductOf } from './trolley-product.ts';

/**
 * What a pod's or the product page's quantity control does with a product: `href` is the page the shopper
 * is on, to come back to after signing in.
 */
export type TrolleyQuantityChange = (product: Product, quantity: PodQuantity, href: string) => void;

export interface TrolleyQuantityChangeOptions {
  session: AppSession;
  trolley: AppTrolley;
  /** Goes to a page of the shop (sign in). */
  navigate: (href: string) => void;
  pendingAdds?: PendingAddStore;
}

/**
 * A signed-in shopper's change goes to the trolley (it shows at once and is sent in the background, doc 2
 * §4). A signed-out shopper who adds is sent to sign in, and back to the page afterwards, with the item
 * remembered: it is added once their trolley has loaded (doc 1 §4 Startup and login; doc 3 §4 "Favourites
 * and signed-out actions").
 */
export function changeTrolleyQuantity({
  session,
  trolley,
  navigate,
  pendingAdds = appPendingAdds,
}: TrolleyQuantityChangeOptions): TrolleyQuantityChange {
  return (product, quantity, href) => {
    const change = {
      lineNumber: product.lineNumber,
      productId: product.id,
      quantity,
      product: trolleyProductOf(product),
    };
    if (isSignedIn(selectSession(session.actor.getSnapshot()))) {
      trolley.actor.send({ type: 'CHANGE', change: { kind: 'item', ...change } });
      return;
    }
    if (quantity.amount > 0) pendingAdds.remember(change);
    navigate(loginRedirect(href));
  };
}
