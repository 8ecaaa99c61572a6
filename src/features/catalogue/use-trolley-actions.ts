import { useLocation, useRouter } from '@tanstack/react-router';
import { useSession } from '../../app/session/SessionProvider.tsx';
import { loginRedirect } from '../../domain/routing.ts';
import type { PodQuantity } from '../../ui/ProductPod.tsx';

export interface TrolleyActions {
  /**
   * What a pod's Add and quantity control do; undefined when the shop has nothing to do with them yet, so
   * that pods show no Add button rather than one that does nothing.
   */
  onQuantityChange: ((lineNumber: string, quantity: PodQuantity) => void) | undefined;
}

/**
 * The trolley actions of product pods and the product page. A signed-out shopper who adds is sent to sign
 * in, and back here afterwards (doc 3 §4 "Favourites and signed-out actions", §6; doc 2 §6). For signed-in
 * shoppers the trolley (its optimistic queue and calls) is the trolley issue's: until then they get no
 * handler, and pods show no Add button.
 */
export function useTrolleyActions(): TrolleyActions {
  const { hasStarted, isSignedIn } = useSession();
  const router = useRouter();
  const href = useLocation({ select: (location) => location.href });
  if (!hasStarted || isSignedIn) return { onQuantityChange: undefined };
  return { onQuantityChange: () => void router.navigate({ href: loginRedirect(href) }) };
}
