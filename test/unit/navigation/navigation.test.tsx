import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { selectRunningTimers } from '../../../machines/page-loading.machine.ts';
import { decodeScrollMemories } from '../../../src/domain/session-memory.ts';
import { lastNonAuthenticationPath, lastNonSlotPath } from '../../../src/shop/door/path-memory.ts';
import { createSessionMemoryStore } from '../../../src/shop/door/session-memory-store.ts';
import {
  connectNavigation,
  type NavigationEnvironment,
} from '../../../src/shop/navigation/connect-navigation.ts';
import { createPageLoading } from '../../../src/shop/navigation/page-loading.ts';
import { fakeView, renderTestRouter } from './test-router.tsx';

function setUp(path: string) {
  sessionStorage.clear();
  const { router } = renderTestRouter(path);
  const pageLoading = createPageLoading({ supportedBrowser: true });
  const store = createSessionMemoryStore();
  const view = fakeView();
  const disconnect = connectNavigation({
    router,
    pageLoading,
    store,
    view: view as unknown as NavigationEnvironment['view'],
  });
  const go = async (href: string) => {
    await act(() => router.navigate({ href }));
    await screen.findByRole('heading', { level: 1 });
  };
  return { router, pageLoading, store, view, disconnect, go };
}

const scrollMemories = (store: ReturnType<typeof createSessionMemoryStore>) =>
  decodeScrollMemories(store.get('scrollPositions'));

let cleanUp: (() => void) | undefined;
afterEach(() => {
  cleanUp?.();
  cleanUp = undefined;
  for (const pod of document.body.querySelectorAll('[data-line-number]')) pod.remove();
});

describe('the paths the shell remembers (doc 1 §2.4)', () => {
  it('are the last pages that were not sign-in or slot pages, with their search', async () => {
    const { store, go, disconnect } = setUp('/ecom/');
    cleanUp = disconnect;
    await screen.findByRole('heading', { name: '/' });
    await waitFor(() => expect(lastNonAuthenticationPath(store)).toBe('/ecom/'));

    await go('/ecom/shop/search?searchTerm=tea');
    await go('/ecom/login');
    await go('/ecom/bookslot');
    expect(lastNonAuthenticationPath(store)).toBe('/ecom/shop/search?searchTerm=tea');
    expect(lastNonSlotPath(store)).toBe('/ecom/shop/search?searchTerm=tea');
  });
});

describe('connected after the first page has shown (it loads after the first paint)', () => {
  it('remembers that page, and restores its scroll position if one was saved', async () => {
    sessionStorage.clear();
    const { router } = renderTestRouter('/ecom/shop/search?searchTerm=tea');
    await screen.findByRole('heading', { name: '/shop/search' });
    await waitFor(() => expect(router.state.resolvedLocation).toBeDefined());
    const store = createSessionMemoryStore();
    store.set(
      'scrollPositions',
      JSON.stringify([
        { href: '/ecom/shop/search?searchTerm=tea', state: { scrollX: 0, scrollY: 320 }, lineNumber: null },
      ]),
    );
    const view = fakeView();
    const pageLoading = createPageLoading({ supportedBrowser: true });
    cleanUp = connectNavigation({
      router,
      pageLoading,
      store,
      view: view as unknown as NavigationEnvironment['view'],
    });
    expect(lastNonAuthenticationPath(store)).toBe('/ecom/shop/search?searchTerm=tea');
    expect(selectRunningTimers(pageLoading.getSnapshot())).toEqual(['scroll-restoration']);
    await waitFor(() =>
      expect(view.scrollTo).toHaveBeenCalledWith({ left: 0, top: 320, behavior: 'instant' }),
    );
  });
});

describe('scroll positions (doc 1 §2.4, §9; doc 3 §2)', () => {
  it('are saved on leaving a search page, with the clicked pod, and restored 200 ms after coming back', async () => {
    const { router, pageLoading, store, view, go, disconnect } = setUp('/ecom/shop/search?searchTerm=tea');
    cleanUp = disconnect;
    await screen.findByRole('heading', { name: '/shop/search' });
    expect(view.history.scrollRestoration).toBe('manual');

    const pod = document.createElement('article');
    pod.dataset.lineNumber = '555';
    pod.innerHTML = '<a href="#p">Earl Grey</a>';
    // jsdom lays nothing out: the pod reads as above the window, so it is scrolled into view.
    pod.scrollIntoView = vi.fn();
    document.body.append(pod);
    fireEvent.click(screen.getByText('Earl Grey'));
    view.scrollY = 900;

    await go('/ecom/products/earl-grey/555');
    expect(scrollMemories(store)).toEqual([
      { href: '/ecom/shop/search?searchTerm=tea', state: { scrollX: 0, scrollY: 900 }, lineNumber: '555' },
    ]);

    view.scrollY = 0;
    await act(async () => router.history.back());
    await screen.findByRole('heading', { name: '/shop/search' });
    await waitFor(() =>
      expect(selectRunningTimers(pageLoading.getSnapshot())).toEqual(['scroll-restoration']),
    );
    expect(view.scrollTo).not.toHaveBeenCalled();

    await waitFor(() =>
      expect(view.scrollTo).toHaveBeenCalledWith({ left: 0, top: 900, behavior: 'instant' }),
    );
    expect(pod.scrollIntoView).toHaveBeenCalledWith({ block: 'center' });
    expect(selectRunningTimers(pageLoading.getSnapshot())).toEqual([]);
    // Used up; the product page's own position, saved on the way back, is still kept.
    expect(scrollMemories(store).map((memory) => memory.href)).toEqual(['/ecom/products/earl-grey/555']);
  });

  it('are not restored when the shopper moves on within the 200 ms', async () => {
    const { router, pageLoading, view, go, disconnect } = setUp('/ecom/shop/search?searchTerm=tea');
    cleanUp = disconnect;
    await screen.findByRole('heading', { name: '/shop/search' });
    view.scrollY = 700;
    await go('/ecom/products/earl-grey/555');
    await act(async () => router.history.back());
    await screen.findByRole('heading', { name: '/shop/search' });
    await waitFor(() =>
      expect(selectRunningTimers(pageLoading.getSnapshot())).toEqual(['scroll-restoration']),
    );

    await go('/ecom/login');
    expect(selectRunningTimers(pageLoading.getSnapshot())).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(view.scrollTo).not.toHaveBeenCalled();
  });

  it('are not kept for pages other than product, browse, search and multi-search', async () => {
    const { store, view, go, disconnect } = setUp('/ecom/');
    cleanUp = disconnect;
    await screen.findByRole('heading', { name: '/' });
    view.scrollY = 400;
    await go('/ecom/login');
    expect(store.get('scrollPositions')).toBeNull();
  });

  it('give the browser its own restoration back when the page is left', async () => {
    const { view, disconnect } = setUp('/ecom/');
    cleanUp = disconnect;
    await screen.findByRole('heading', { name: '/' });
    window.dispatchEvent(new Event('pagehide'));
    expect(view.history.scrollRestoration).toBe('auto');
    window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true }));
    expect(view.history.scrollRestoration).toBe('manual');
  });
});
