import { useSyncExternalStore } from 'react';
import { type GridLength, NARROW_GRID_MAX_WIDTH } from '../../domain/slot-booking.ts';

const QUERY = `(max-width: ${NARROW_GRID_MAX_WIDTH + 0.98}px)`;

function subscribe(onChange: () => void) {
  if (typeof window === 'undefined' || !window.matchMedia) return () => {};
  const media = window.matchMedia(QUERY);
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
}

const read = (): GridLength => (typeof window !== 'undefined' && window.matchMedia?.(QUERY).matches ? 3 : 5);

/** doc 2 §3 gridLength: 3 days on narrow viewports (below md), 5 otherwise; follows the viewport. */
export function useGridLength(): GridLength {
  return useSyncExternalStore(subscribe, read, () => 5);
}
