import type { Product } from '../../api/catalogue.ts';
import { reportError } from '../../app/error-reporting.ts';
import type { AppTrolley } from '../../app/trolley/app-trolley.ts';
import type { PendingAdd } from '../../app/trolley/pending-add.ts';
import { trolleyProductOf } from '../../app/trolley/trolley-product.ts';
import { loginRedirect } from '../../domain/routing.ts';
import { onDemand } from '../../ui/on-demand.ts';
import type { PodQuantity } from '../../ui/ProductPod.tsx';

// Where a signed-out shopper's add is remembered. The trolley's code (loaded just after the first paint)
// brings it, so it is normally here before anyone can press Add.
const pendingAddCode = onDemand(() => import('../../app/trolley/pending-add.ts'));

/** Remembers the add, then goes on; an add that cannot be remembered (its code failed to load) is reported. */
function rememberPendingAdd(add: PendingAdd, then: () => void) {
  const code = pendingAddCode.loaded();
  if (code) {
    code.appPendingAdds.remember(add);
    then();
    return;
  }
  pendingAddCode
    .load()
    .then(
      ({ appPendingAdds }) => appPendingAdds.remember(add),
      (error: unknown) => reportError(error, { caught: 'pending add' }),
    )
    .finally(then);
}

export interface TrolleyChangeContext {
  isSignedIn: boolean;
  trolley: AppTrolley | null;
  /** Goes to a page of the shop (sign in). */
  navigate: (href: string) => void;
  /** The page the shopper is on, to come back to after signing in. */
  href: string;
}

/**
 * What a pod's or the product page's quantity control does with a product (src/features/catalogue/
 * use-trolley-actions.ts). A signed-in shopper's change goes to the trolley (it shows at once and is sent in
 * the background, doc 2 §4). A signed-out shopper who adds is sent to sign in, and back here afterwards,
 * with the item remembered: it is added once their trolley has loaded (doc 1 §4 Startup and login; doc 3 §4
 * "Favourites and signed-out actions"). It loads with the quantity control (issue 5).
 */
export function changeTrolleyQuantity(
  { isSignedIn, trolley, navigate, href }: TrolleyChangeContext,
  product: Product,
  quantity: PodQuantity,
): void {
  const summary = trolleyProductOf(product);
  if (!isSignedIn) {
    const signIn = () => navigate(loginRedirect(href));
    if (quantity.amount > 0) {
      rememberPendingAdd(
        { lineNumber: product.lineNumber, productId: product.id, quantity, product: summary },
        signIn,
      );
    } else {
      signIn();
    }
    return;
  }
  trolley?.actor.send({
    type: 'CHANGE',
    change: {
      kind: 'item',
      lineNumber: product.lineNumber,
      productId: product.id,
      quantity,
      product: summary,
    },
  });
}
