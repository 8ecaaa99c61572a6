/**
 * doc 1 §2.4, doc 3 §2 Other: "Scroll position (state, href, line number) is saved in session storage for
 * product, browse, search and multi-search pages and restored on return", 200 ms after the page shows
 * (doc 1 §9). The line number is that of the product pod the shopper clicked (`data-line-number`), so that
 * the pod is back in view even when the list above it has changed height.
 *
 * On a slow device a long list may still be laying out 200 ms after the page shows: the window cannot yet
 * go as far down as it was, and the pod is not there. Restoring then waits for the page to grow (up to
 * `SCROLL_RESTORE_SETTLE_MS`), putting the window back each time it does, and stops as soon as the shopper
 * scrolls, presses a key or leaves the page: the shopper's own moves always win.
 *
 * This is the shop's only scroll restoration: TanStack Router's is off (src/app/router.ts), and the
 * browser's own is set to manual while the app runs.
 */

import { SCROLL_RESTORE_SETTLE_MS } from '../../domain/layout.ts';
import {
  decodeScrollMemories,
  encodeScrollMemories,
  forgetScroll,
  lineNumberOf,
  pageKey,
  rememberScroll,
  type ScrollMemory,
  SESSION_MEMORY_KEYS,
  scrollMemoryFor,
  scrollMemoryOf,
} from '../../domain/session-memory.ts';
import type { SessionMemoryStore } from '../door/session-memory-store.ts';

const KEY = SESSION_MEMORY_KEYS.scrollPositions;
export const LINE_NUMBER_ATTRIBUTE = 'data-line-number';

/** The window as scroll memory uses it. */
export interface ScrollView {
  readonly scrollX: number;
  readonly scrollY: number;
  scrollTo(options: ScrollToOptions): void;
  readonly innerHeight: number;
  readonly document: Document;
  addEventListener: Window['addEventListener'];
  removeEventListener: Window['removeEventListener'];
  setTimeout(handler: () => void, delay: number): number;
  clearTimeout(handle: number): void;
  /** Absent where nothing is laid out (jsdom): a restore is then tried once. */
  readonly ResizeObserver?: typeof ResizeObserver | undefined;
}

/** What the shopper does to move the page themselves; any of them ends a restore that is waiting. */
const SHOPPER_MOVES = ['wheel', 'touchstart', 'keydown', 'mousedown'] as const;

export interface ScrollMemoryKeeper {
  /** A click anywhere: notes the product pod it was in, if any, on the page `href`. */
  noteClick(target: EventTarget | null, href: string): void;
  /** The shopper is leaving `href`: its position is saved when it is a page that keeps one. */
  leave(href: string): void;
  /** The position saved for `href`, if any. */
  savedFor(href: string): ScrollMemory | null;
  /**
   * Puts the window back where it was on `href`, and the clicked pod into view; the memory is used up, so
   * that a later visit by another way starts at the top. False when nothing was saved for it. A page that
   * cannot hold the position yet is waited for (see above).
   */
  restore(href: string): boolean;
  /** Stops a restore that is waiting for its page to grow (the shopper is going elsewhere). */
  cancelRestore(): void;
}

function isElement(target: EventTarget | null): target is Element {
  return typeof Element !== 'undefined' && target instanceof Element;
}

export function createScrollMemory(store: SessionMemoryStore, view: ScrollView): ScrollMemoryKeeper {
  let clicked: { page: string; lineNumber: string } | null = null;
  let stopWaiting: (() => void) | null = null;
  const memories = () => decodeScrollMemories(store.get(KEY));
  const keep = (next: readonly ScrollMemory[]) => {
    if (next.length === 0) store.remove(KEY);
    else store.set(KEY, encodeScrollMemories(next));
  };
  const savedFor = (href: string) => scrollMemoryFor(memories(), href);

  return {
    noteClick(target, href) {
      const pod = isElement(target) ? target.closest(`[${LINE_NUMBER_ATTRIBUTE}]`) : null;
      const lineNumber = lineNumberOf(pod?.getAttribute(LINE_NUMBER_ATTRIBUTE));
      clicked = lineNumber === null ? null : { page: pageKey(href), lineNumber };
    },
    leave(href) {
      const lineNumber = clicked?.page === pageKey(href) ? clicked.lineNumber : null;
      clicked = null;
      const memory = scrollMemoryOf(href, { scrollX: view.scrollX, scrollY: view.scrollY }, lineNumber);
      if (memory) keep(rememberScroll(memories(), memory));
    },
    savedFor,
    restore(href) {
      const memory = savedFor(href);
      if (!memory) return false;
      keep(forgetScroll(memories(), href));
      stopWaiting?.();
      const { state, lineNumber } = memory;
      const findPod = () =>
        lineNumber === null
          ? null
          : view.document.querySelector(`[${LINE_NUMBER_ATTRIBUTE}="${lineNumber}"]`);
      // Whether the page, as it is laid out now, holds the position: tall enough, and the pod is there.
      const putBack = (): boolean => {
        // At once: the page's smooth scrolling would make the shopper watch the list go by.
        view.scrollTo({ left: state.scrollX, top: state.scrollY, behavior: 'instant' });
        const pod = findPod();
        if (pod) {
          const { top, bottom } = pod.getBoundingClientRect();
          // Optional: a document without layout (jsdom) has no scrollIntoView, as FormErrorSummary allows.
          if (bottom <= 0 || top >= view.innerHeight) pod.scrollIntoView?.({ block: 'center' });
        }
        const lowest = view.document.documentElement.scrollHeight - view.innerHeight;
        return lowest >= state.scrollY - 1 && (lineNumber === null || pod !== null);
      };
      if (putBack() || !view.ResizeObserver) return true;

      const observer = new view.ResizeObserver(() => {
        if (putBack()) stop();
      });
      const deadline = view.setTimeout(() => stop(), SCROLL_RESTORE_SETTLE_MS);
      const stop = () => {
        observer.disconnect();
        view.clearTimeout(deadline);
        for (const move of SHOPPER_MOVES) view.removeEventListener(move, stop, true);
        if (stopWaiting === stop) stopWaiting = null;
      };
      observer.observe(view.document.documentElement);
      for (const move of SHOPPER_MOVES) view.addEventListener(move, stop, { capture: true, passive: true });
      stopWaiting = stop;
      return true;
    },
    cancelRestore() {
      stopWaiting?.();
    },
  };
}
