import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SCROLL_RESTORE_SETTLE_MS } from '../../../src/domain/layout.ts';
import { createSessionMemoryStore } from '../../../src/shop/door/session-memory-store.ts';
import { createScrollMemory, type ScrollView } from '../../../src/shop/navigation/scroll-memory.ts';

// A page that lays out over time, as a long list does on a slow device: jsdom lays nothing out, so the
// page's height is set by hand and the resize observer is told when it changes.

const SEARCH = '/ecom/shop/search?searchTerm=tea';
const PRODUCT = '/ecom/products/earl-grey/555';

class FakeResizeObserver {
  static current: FakeResizeObserver | null = null;
  observed: Element[] = [];
  constructor(private readonly callback: () => void) {
    FakeResizeObserver.current = this;
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.observed = [];
  }
  /** The page has grown: what a browser does after layout. */
  fire() {
    if (this.observed.length > 0) this.callback();
  }
}

function laidOutPage(initialHeight: number) {
  let height = initialHeight;
  Object.defineProperty(document.documentElement, 'scrollHeight', {
    configurable: true,
    get: () => height,
  });
  const view = {
    scrollX: 0,
    scrollY: 0,
    innerHeight: 700,
    document,
    // The window cannot go further than the page is tall.
    scrollTo: vi.fn(({ top }: ScrollToOptions) => {
      view.scrollY = Math.min(top ?? 0, Math.max(0, height - view.innerHeight));
    }),
    addEventListener: window.addEventListener.bind(window),
    removeEventListener: window.removeEventListener.bind(window),
    setTimeout: (handler: () => void, delay: number) => window.setTimeout(handler, delay),
    clearTimeout: (handle: number) => window.clearTimeout(handle),
    ResizeObserver: FakeResizeObserver as unknown as typeof ResizeObserver,
  } satisfies ScrollView & { scrollY: number };
  const grow = (to: number) => {
    height = to;
    FakeResizeObserver.current?.fire();
  };
  return { view, grow };
}

/** Saves `scrollY` for the search page as the shopper leaves it from the pod `lineNumber`. */
function savedSearchPage(view: ScrollView & { scrollY: number }, scrollY: number, lineNumber?: string) {
  const memory = createScrollMemory(createSessionMemoryStore(), view);
  if (lineNumber) {
    const pod = addPod(lineNumber);
    memory.noteClick(pod, SEARCH);
    pod.remove();
  }
  view.scrollY = scrollY;
  memory.leave(SEARCH);
  view.scrollY = 0;
  return memory;
}

function addPod(lineNumber: string): HTMLElement {
  const pod = document.createElement('article');
  pod.dataset.lineNumber = lineNumber;
  pod.scrollIntoView = vi.fn();
  document.body.append(pod);
  return pod;
}

beforeEach(() => {
  sessionStorage.clear();
  FakeResizeObserver.current = null;
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  for (const pod of document.body.querySelectorAll('[data-line-number]')) pod.remove();
  Reflect.deleteProperty(document.documentElement, 'scrollHeight');
});

describe('restoring a scroll position (doc 1 §2.4, §9)', () => {
  it('is done at once when the page already holds it', () => {
    const { view } = laidOutPage(5000);
    const memory = savedSearchPage(view, 1200);

    expect(memory.restore(SEARCH)).toBe(true);
    expect(view.scrollY).toBe(1200);
    expect(FakeResizeObserver.current).toBeNull();
    // Used up: a later visit by another way starts at the top.
    expect(memory.savedFor(SEARCH)).toBeNull();
  });

  it('waits for a page still laying out, putting the window back as it grows, until it holds', () => {
    const { view, grow } = laidOutPage(1400);
    const memory = savedSearchPage(view, 6900);

    memory.restore(SEARCH);
    // As far as the page goes for now.
    expect(view.scrollY).toBe(700);

    grow(4000);
    expect(view.scrollY).toBe(3300);
    grow(9000);
    expect(view.scrollY).toBe(6900);

    // It holds: the page growing again later is no reason to move the window.
    view.scrollY = 6000;
    grow(12000);
    expect(view.scrollY).toBe(6000);
  });

  it('waits for the clicked pod to be there, and brings it into view', () => {
    const { view, grow } = laidOutPage(9000);
    const memory = savedSearchPage(view, 2000, '555');

    memory.restore(SEARCH);
    expect(view.scrollY).toBe(2000);
    expect(FakeResizeObserver.current?.observed).toEqual([document.documentElement]);

    // jsdom lays nothing out: the pod reads as above the window, so it is scrolled into view.
    const pod = addPod('555');
    grow(9500);
    expect(pod.scrollIntoView).toHaveBeenCalledWith({ block: 'center' });
    expect(FakeResizeObserver.current?.observed).toEqual([]);
  });

  it('stops waiting when the shopper scrolls themselves', () => {
    const { view, grow } = laidOutPage(1400);
    const memory = savedSearchPage(view, 6900);

    memory.restore(SEARCH);
    window.dispatchEvent(new Event('wheel'));
    view.scrollY = 300;
    grow(9000);
    expect(view.scrollY).toBe(300);
  });

  it('stops waiting when the shopper leaves the page', () => {
    const { view, grow } = laidOutPage(1400);
    const memory = savedSearchPage(view, 6900);

    memory.restore(SEARCH);
    memory.cancelRestore();
    grow(9000);
    expect(view.scrollY).toBe(700);
  });

  it(`gives up after ${SCROLL_RESTORE_SETTLE_MS} ms`, () => {
    const { view, grow } = laidOutPage(1400);
    const memory = savedSearchPage(view, 6900);

    memory.restore(SEARCH);
    vi.advanceTimersByTime(SCROLL_RESTORE_SETTLE_MS);
    grow(9000);
    expect(view.scrollY).toBe(700);
  });

  it('is nothing when no position was saved for the page', () => {
    const { view } = laidOutPage(5000);
    const memory = savedSearchPage(view, 1200);

    expect(memory.restore(PRODUCT)).toBe(false);
    expect(view.scrollTo).not.toHaveBeenCalled();
  });
});
