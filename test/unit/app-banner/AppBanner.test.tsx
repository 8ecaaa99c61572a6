import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { APP_BANNER_COOKIE_NAME, APP_STORE_URL, PLAY_STORE_URL } from '../../../src/domain/app-banner.ts';
import { AppBanner } from '../../../src/features/app-banner/AppBanner.tsx';
import { AppBannerView } from '../../../src/features/app-banner/AppBannerView.tsx';
import { USER_AGENTS } from '../../fixtures/user-agents.ts';

const originalUserAgent = navigator.userAgent;

function browseAs(userAgent: string, path = '/ecom/') {
  Object.defineProperty(window.navigator, 'userAgent', { value: userAgent, configurable: true });
  window.history.replaceState(null, '', path);
}

/** Renders the banner (its code already loaded) and lets its machine read the page. */
async function renderBanner() {
  const view = render(<AppBannerView />);
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  return view;
}

const banner = () => screen.queryByRole('complementary', { name: /get the .* app/i });

beforeEach(() => {
  // biome-ignore lint/suspicious/noDocumentCookie: the banner reads document.cookie, so the test clears it there
  document.cookie = `${APP_BANNER_COOKIE_NAME}=; Max-Age=0; Path=/`;
});

afterEach(() => {
  browseAs(originalUserAgent, '/');
});

describe('AppBanner', () => {
  test('shows on Android with the Google Play listing', async () => {
    browseAs(USER_AGENTS.androidChrome);
    await renderBanner();

    expect(banner()).toBeInTheDocument();
    expect(screen.getByText('FREE - In Google Play')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^View/ })).toHaveAttribute('href', PLAY_STORE_URL);
    expect(screen.getByRole('button', { name: 'Close app banner' })).toBeInTheDocument();
  });

  test('shows on iOS outside Safari with the App Store listing', async () => {
    browseAs(USER_AGENTS.iPhoneChrome);
    await renderBanner();

    expect(screen.getByText('FREE - On the App Store')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^View/ })).toHaveAttribute('href', APP_STORE_URL);
  });

  test.each([
    ['a desktop browser', USER_AGENTS.desktopChrome, '/ecom/'],
    ['Safari on iOS', USER_AGENTS.iPhoneSafari, '/ecom/'],
    ["the shop's own app", USER_AGENTS.androidChrome, '/ecom/?mobileApp=android'],
  ])('stays hidden in %s', async (_name, userAgent, path) => {
    browseAs(userAgent, path);
    const { container } = await renderBanner();

    expect(container).toBeEmptyDOMElement();
  });

  test('Close hides it and remembers that for a day in a cookie', async () => {
    browseAs(USER_AGENTS.androidChrome);
    const { unmount } = await renderBanner();

    await userEvent.click(screen.getByRole('button', { name: 'Close app banner' }));

    expect(banner()).not.toBeInTheDocument();
    expect(document.cookie).toContain(`${APP_BANNER_COOKIE_NAME}=1`);

    unmount();
    const { container } = await renderBanner();
    expect(container).toBeEmptyDOMElement();
  });

  test("loads beside the page: the layout's banner shows once its code has arrived", async () => {
    browseAs(USER_AGENTS.androidChrome);
    render(<AppBanner />);
    await waitFor(() => expect(banner()).toBeInTheDocument());
  });

  test('keeps its place from the first render where it will show, and none where it will not', () => {
    browseAs(USER_AGENTS.androidChrome);
    const android = render(<AppBanner />);
    const place = android.container.firstElementChild;
    expect(place).toHaveAttribute('aria-hidden', 'true');
    expect(place).toBeEmptyDOMElement();
    android.unmount();

    browseAs(USER_AGENTS.desktopChrome);
    expect(render(<AppBanner />).container).toBeEmptyDOMElement();
  });
});
