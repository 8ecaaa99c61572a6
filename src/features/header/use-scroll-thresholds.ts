import { useSyncExternalStore } from 'react';
import { isHeaderCondensed, showsBackToTop } from '../../domain/layout.ts';

export interface ScrollThresholds {
  /** Past 150 px: the header condenses (doc 3 §2, §9). */
  condensed: boolean;
  /** Past 600 px: the back-to-top button shows (doc 3 §9). */
  backToTop: boolean;
}

const CONDENSED = 1;
const BACK_TO_TOP = 2;

// One number, so React compares snapshots by value and re-renders only when a threshold is crossed.
function readThresholds(): number {
  const scrollY = window.scrollY;
  return (isHeaderCondensed(scrollY) ? CONDENSED : 0) | (showsBackToTop(scrollY) ? BACK_TO_TOP : 0);
}

// At most one read per frame, however often the browser reports a scroll.
function subscribe(onChange: () => void): () => void {
  let frame: number | null = null;
  const onScroll = () => {
    if (frame !== null) return;
    frame = window.requestAnimationFrame(() => {
      frame = null;
      onChange();
    });
  };
  window.addEventListener('scroll', onScroll, { passive: true });
  return () => {
    window.removeEventListener('scroll', onScroll);
    if (frame !== null) window.cancelAnimationFrame(frame);
  };
}

const SERVER_SNAPSHOT = 0;

const THRESHOLDS: readonly ScrollThresholds[] = [0, 1, 2, 3].map((bits) => ({
  condensed: (bits & CONDENSED) !== 0,
  backToTop: (bits & BACK_TO_TOP) !== 0,
}));

/** Whether the page has scrolled past the header's condense offset and the back-to-top offset. */
export function useScrollThresholds(): ScrollThresholds {
  const bits = useSyncExternalStore(subscribe, readThresholds, () => SERVER_SNAPSHOT);
  return THRESHOLDS[bits] ?? { condensed: false, backToTop: false };
}
