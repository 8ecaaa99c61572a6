import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  selectPageState,
  selectPreloadState,
  selectShowsPendingIndicator,
} from '../../../machines/page-loading.machine.ts';
import { PENDING_INDICATOR_DELAY_MS } from '../../../src/domain/page-loading.ts';
import { connectPageLoading, createPageLoading } from '../../../src/shop/navigation/page-loading.ts';
import { renderTestRouter } from './test-router.tsx';

function setUp(path = '/ecom/') {
  const { router, slowPage } = renderTestRouter(path);
  const pageLoading = createPageLoading({ supportedBrowser: true });
  const disconnect = connectPageLoading(router, pageLoading);
  const state = () => selectPageState(pageLoading.getSnapshot());
  return { router, slowPage, pageLoading, disconnect, state };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('page loading, fed by the router (doc 1 §4 Page loading)', () => {
  it('is client page loading until the first page shows, then loaded', async () => {
    const { state, disconnect } = setUp();
    expect(state()).toBe('client page loading');
    await screen.findByRole('heading', { name: '/' });
    await waitFor(() => expect(state()).toBe('loaded'));
    disconnect();
  });

  it('loads each route before it shows, with the pending indicator only when that takes long', async () => {
    const { router, slowPage, pageLoading, state, disconnect } = setUp();
    await screen.findByRole('heading', { name: '/' });
    await waitFor(() => expect(state()).toBe('loaded'));

    act(() => void router.navigate({ href: '/ecom/slow' }));
    await waitFor(() => expect(state()).toBe('client page loading'));
    // The page the shopper came from stays while the next one loads its data.
    expect(screen.getByRole('heading', { name: '/' })).toBeInTheDocument();
    expect(selectShowsPendingIndicator(pageLoading.getSnapshot())).toBe(false);

    await act(() => sleep(PENDING_INDICATOR_DELAY_MS + 50));
    expect(selectShowsPendingIndicator(pageLoading.getSnapshot())).toBe(true);

    act(() => slowPage.finish());
    await screen.findByRole('heading', { name: '/slow' });
    await waitFor(() => expect(state()).toBe('loaded'));
    expect(selectShowsPendingIndicator(pageLoading.getSnapshot())).toBe(false);
    disconnect();
  });

  it('follows preloads: data preload in progress, then preloaded, then used', async () => {
    const { router, pageLoading, disconnect } = setUp();
    await screen.findByRole('heading', { name: '/' });
    const preload = () => selectPreloadState(pageLoading.getSnapshot());
    expect(preload()).toBe('idle');

    // The test router's routes are not the app's registered ones, so the path is not typed.
    const preloading = router.preloadRoute({ href: '/ecom/login' } as never);
    expect(preload()).toBe('data preload in progress');
    await act(() => preloading);
    expect(preload()).toBe('preloaded');

    await act(() => router.navigate({ href: '/ecom/login' }));
    await screen.findByRole('heading', { name: '/login' });
    expect(preload()).toBe('idle');
    disconnect();
  });

  it('gives the router its own preload back when disconnected', () => {
    const { router, disconnect } = setUp();
    const wrapped = router.preloadRoute;
    disconnect();
    expect(router.preloadRoute).not.toBe(wrapped);
  });
});
