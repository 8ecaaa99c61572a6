import type { TrolleyActor, TrolleySnapshot } from '../../../machines/trolley.machine.ts';
import { useSelector } from '../../ui/use-selector.ts';
import type { AppTrolley } from '../trolley/trolley.ts';
import { useShop } from './door.tsx';

/** The shopper's trolley once the shop has arrived; null before (the header counts none, pods offer no Add). */
export function useAppTrolley(): AppTrolley | null {
  return useShop()?.trolley ?? null;
}

/** The trolley actor, to send it events: `useTrolleyActor().send({ type: 'CHANGE', change })`. */
export function useTrolleyActor(): TrolleyActor {
  const trolley = useAppTrolley();
  if (!trolley) throw new Error('The trolley is there once the shop has arrived: await context.shop.ready()');
  return trolley.actor;
}

/**
 * One value of the trolley, read with a selector of `machines/trolley.machine.ts` (re-renders when it
 * changes); `fallback` where there is no trolley.
 */
export function useTrolleySelector<T>(
  selector: (snapshot: TrolleySnapshot) => T,
  fallback: T,
  compare?: (a: T, b: T) => boolean,
): T {
  const trolley = useAppTrolley();
  const actor: TrolleyActor | undefined = trolley?.actor;
  return useSelector(
    actor,
    (snapshot: TrolleySnapshot | undefined) => (snapshot ? selector(snapshot) : fallback),
    compare,
  );
}
