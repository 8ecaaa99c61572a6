import type { ReactNode } from 'react';
import { selectServerTrolley } from '../../../machines/trolley.selectors.ts';
import { useTrolleySelector } from '../../shop/door/trolley-hooks.ts';
import { ReschedulingProhibitedPage } from './ServiceSelectionPage.tsx';

/**
 * doc 2 §4: slot change is blocked when the order is in preparation and not otherwise allowed. The trolley
 * says so (slotChangeable false); the slot pages then show the reason instead of a grid.
 */
export function SlotChangeGuard({ children }: { children: ReactNode }) {
  const blocked = useTrolleySelector(
    (snapshot) => selectServerTrolley(snapshot)?.slotChangeable === false,
    false,
  );
  return blocked ? <ReschedulingProhibitedPage /> : children;
}
