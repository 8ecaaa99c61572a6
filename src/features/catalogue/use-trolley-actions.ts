import { useLocation, useRouter } from '@tanstack/react-router';
import { useCallback, useEffect } from 'react';
import type { TrolleySnapshot } from '../../../machines/trolley.machine.ts';
import { selectQuantityOf } from '../../../machines/trolley.selectors.ts';
import type { Product } from '../../api/catalogue.ts';
import { reportError } from '../../app/error-reporting.ts';
import { useSession, useSessionLoader } from '../../app/session/SessionProvider.tsx';
import { useAppTrolley, useTrolleySelector } from '../../app/trolley/TrolleyProvider.tsx';
import { onDemand } from '../../ui/on-demand.ts';
import type { PodQuantity } from '../../ui/ProductPod.tsx';

// What a change does loads once changes can be made (the session has started), so a results page renders
// its products without it (issue 5).
const changeCode = onDemand(() => import('./trolley-quantity-change.ts'));

export interface TrolleyActions {
  /**
   * What a pod's Add and quantity control do with a product; undefined while the session has not started
   * (who would be adding is not known yet), so that pods show no Add button rather than one that does nothing.
   */
  onQuantityChange: ((product: Product, quantity: PodQuantity) => void) | undefined;
}

/**
 * The trolley actions of product pods and the product page (trolley-quantity-change.ts says what a change
 * does: to the trolley when signed in, else to sign in with the add remembered). Changes are made in order,
 * also while that code is still loading.
 */
export function useTrolleyActions(): TrolleyActions {
  const { hasStarted, isSignedIn } = useSession();
  const { networkError } = useSessionLoader();
  const trolley = useAppTrolley();
  const router = useRouter();
  const href = useLocation({ select: (location) => location.href });

  const onQuantityChange = useCallback(
    (product: Product, quantity: PodQuantity) => {
      const context = {
        isSignedIn,
        trolley,
        href,
        navigate: (to: string) => void router.navigate({ href: to }),
      };
      const code = changeCode.loaded();
      if (code) {
        code.changeTrolleyQuantity(context, product, quantity);
        return;
      }
      changeCode.load().then(
        ({ changeTrolleyQuantity }) => changeTrolleyQuantity(context, product, quantity),
        (error: unknown) => {
          // The shopper's change cannot be made without its code: say so (reload), as for a lost network.
          reportError(error, { caught: 'trolley change' });
          networkError.show();
        },
      );
    },
    [isSignedIn, trolley, router, href, networkError],
  );

  // Until the session has started it is not known who would be adding; a signed-in shopper's adds wait for
  // the trolley's code.
  const ready = hasStarted && (!isSignedIn || trolley !== null);
  useEffect(() => {
    if (ready) changeCode.load().catch(() => {});
  }, [ready]);
  return { onQuantityChange: ready ? onQuantityChange : undefined };
}

/** How much of a product the shopper has in the trolley, changes included; null when none. */
export function useTrolleyQuantity(lineNumber: string): { amount: number; uom: string } | null {
  const select = useCallback(
    (snapshot: TrolleySnapshot) => selectQuantityOf(lineNumber)(snapshot),
    [lineNumber],
  );
  return useTrolleySelector(select, null, (a, b) => a?.amount === b?.amount && a?.uom === b?.uom);
}
