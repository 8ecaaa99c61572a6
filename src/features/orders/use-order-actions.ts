import type { OrderActionsActor, OrderActionsSnapshot } from '../../../machines/order-actions.machine.ts';
import { useShop } from '../../shop/door/door.tsx';
import { useSelector } from '../../ui/use-selector.ts';

/** The order actions once the shop has arrived; null before (their buttons wait for it). */
export function useOrderActionsActor(): OrderActionsActor | null {
  return useShop()?.orderActions ?? null;
}

/** One value of the order actions, read with a selector of machines/order-actions.selectors.ts. */
export function useOrderActionsSelector<T>(
  selector: (snapshot: OrderActionsSnapshot) => T,
  fallback: T,
  compare?: (a: T, b: T) => boolean,
): T {
  const actor = useOrderActionsActor() ?? undefined;
  return useSelector(
    actor,
    (snapshot: OrderActionsSnapshot | undefined) => (snapshot ? selector(snapshot) : fallback),
    compare,
  );
}
