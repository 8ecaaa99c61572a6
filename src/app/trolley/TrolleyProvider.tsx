import { createContext, type ReactNode, use } from 'react';
import type { TrolleyActor, TrolleySnapshot } from '../../../machines/trolley.machine.ts';
import { useSelector } from '../../ui/use-selector.ts';
import type { AppTrolley } from './app-trolley.ts';

const TrolleyContext = createContext<AppTrolley | null>(null);

/** Shares the app's one trolley (created once per session, src/app/trolley/app-trolley.ts) with the React tree. */
export function TrolleyProvider({ trolley, children }: { trolley: AppTrolley | null; children: ReactNode }) {
  return <TrolleyContext value={trolley}>{children}</TrolleyContext>;
}

/**
 * The app's trolley; null until its code has loaded, and outside a <TrolleyProvider> (parts of the shell
 * rendered on their own in tests).
 */
export function useAppTrolley(): AppTrolley | null {
  return use(TrolleyContext);
}

/** The trolley actor, to send it events: `useTrolleyActor().send({ type: 'CHANGE', change })`. */
export function useTrolleyActor(): TrolleyActor {
  const trolley = useAppTrolley();
  if (!trolley) throw new Error('useTrolleyActor needs a <TrolleyProvider> above it');
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
