import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { selectIsSupportedBrowser, selectPageState } from '../../../machines/page-loading.selectors.ts';
import type { NavigationEnvironment } from '../../../src/shop/navigation/connect-navigation.ts';
import { startNavigation } from '../../../src/shop/navigation/start-navigation.ts';
import { MODERN_BROWSER } from '../support/browsers.ts';
import { fakeView, renderTestRouter } from './test-router.tsx';

const view = fakeView() as unknown as NavigationEnvironment['view'];
const modern = MODERN_BROWSER;

/** Started after first paint (issue 5): the page-loading actor must learn where the first page is. */
describe('the shell started after first paint', () => {
  it('finds the first page shown already: loaded', async () => {
    const { router } = renderTestRouter('/ecom/');
    await screen.findByRole('heading', { name: '/' });
    const pageLoading = startNavigation({ router, view, scope: modern });
    expect(selectPageState(pageLoading.getSnapshot())).toBe('loaded');
    expect(selectIsSupportedBrowser(pageLoading.getSnapshot())).toBe(true);
  });

  it('finds the first page still loading: loading, then loaded when it shows', async () => {
    const { router, slowPage } = renderTestRouter('/ecom/slow');
    await waitFor(() => expect(router.state.isLoading).toBe(true));
    const pageLoading = startNavigation({ router, view });
    expect(selectPageState(pageLoading.getSnapshot())).toBe('client page loading');
    act(() => slowPage.finish());
    await screen.findByRole('heading', { name: '/slow' });
    await waitFor(() => expect(selectPageState(pageLoading.getSnapshot())).toBe('loaded'));
  });

  it('tells a browser the shop does not work in (no fetch) from one it does', () => {
    const { router } = renderTestRouter('/ecom/');
    const scope = { ...modern, fetch: undefined } as unknown as typeof globalThis;
    const pageLoading = startNavigation({ router, view, scope });
    expect(selectIsSupportedBrowser(pageLoading.getSnapshot())).toBe(false);
  });
});
