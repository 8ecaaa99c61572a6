import { useLocation, useRouter } from '@tanstack/react-router';
import { useCallback } from 'react';
import type { TrolleySnapshot } from '../../../machines/trolley.machine.ts';
import { selectQuantityOf } from '../../../machines/trolley.selectors.ts';
import type { Product } from '../../api/catalogue.ts';
import { reportError } from '../../app/error-reporting.ts';
import { useSession } from '../../app/session/SessionProvider.tsx';
import type { PendingAdd } from '../../app/trolley/pending-add.ts';
import { useAppTrolley, useTrolleySelector } from '../../app/trolley/TrolleyProvider.tsx';
import { trolleyProductOf } from '../../app/trolley/trolley-product.ts';
import { loginRedirect } from '../../domain/routing.ts';
import { onDemand } from '../../ui/on-demand.ts';
import type { PodQuantity } from '../../ui/ProductPod.tsx';

// Where a signed-out shopper's add is remembered. The trolley's code (loaded just after the first paint)
// brings it, so it is normally here before anyone can press Add; the pods do not hold the page back for it
// (issue 5: the initial JavaScript budget).
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

export interface TrolleyActions {
  /**
   * What a pod's Add and quantity control do with a product; undefined while the session has not started
   * (who would be adding is not known yet), so that pods show no Add button rather than one that does nothing.
   */
  onQuantityChange: ((product: Product, quantity: PodQuantity) => void) | undefined;
}

/**
 * The trolley actions of product pods and the product page. A signed-in shopper's change goes to the trolley
 * (it shows at once and is sent in the background, doc 2 §4). A signed-out shopper who adds is sent to sign
 * in, and back here afterwards, with the item remembered: it is added once their trolley has loaded
 * (doc 1 §4 Startup and login; doc 3 §4 "Favourites and signed-out actions").
 */
export function useTrolleyActions(): TrolleyActions {
  const { hasStarted, isSignedIn } = useSession();
  const trolley = useAppTrolley();
  const router = useRouter();
  const href = useLocation({ select: (location) => location.href });

  const onQuantityChange = useCallback(
    (product: Product, quantity: PodQuantity) => {
      const summary = trolleyProductOf(product);
      if (!isSignedIn) {
        const signIn = () => void router.navigate({ href: loginRedirect(href) });
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
    },
    [isSignedIn, trolley, router, href],
  );

  // Until the session has started it is not known who would be adding; a signed-in shopper's adds wait for
  // the trolley's code.
  if (!hasStarted || (isSignedIn && !trolley)) return { onQuantityChange: undefined };
  return { onQuantityChange };
}

/** How much of a product the shopper has in the trolley, changes included; null when none. */
export function useTrolleyQuantity(lineNumber: string): { amount: number; uom: string } | null {
  const select = useCallback(
    (snapshot: TrolleySnapshot) => selectQuantityOf(lineNumber)(snapshot),
    [lineNumber],
  );
  return useTrolleySelector(select, null, (a, b) => a?.amount === b?.amount && a?.uom === b?.uom);
}
