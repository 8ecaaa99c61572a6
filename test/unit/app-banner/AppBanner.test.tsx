import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { APP_BANNER_COOKIE_NAME, APP_STORE_URL, PLAY_STORE_URL } from '../../../src/domain/app-banner.ts';
import { AppBanner } from '../../../src/features/app-banner/AppBanner.tsx';

const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.6367.82 Mobile Safari/537.36';
const IPHONE_CHROME =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/124.0.6367.88 Mobile/15E148 Safari/604.1';
const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const DESKTOP_CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36';

const originalUserAgent = navigator.userAgent;

function browseAs(userAgent: string, path = '/ecom/') {
  Object.defineProperty(window.navigator, 'userAgent', { value: userAgent, configurable: true });
  window.history.replaceState(null, '', path);
}

/** Renders the banner and lets its machine read the page. */
async function renderBanner() {
  const view = render(<AppBanner />);
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
    browseAs(ANDROID_CHROME);
    await renderBanner();

    expect(banner()).toBeInTheDocument();
    expect(screen.getByText('FREE - In Google Play')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^View/ })).toHaveAttribute('href', PLAY_STORE_URL);
    expect(screen.getByRole('button', { name: 'Close app banner' })).toBeInTheDocument();
  });

  test('shows on iOS outside Safari with the App Store listing', async () => {
    browseAs(IPHONE_CHROME);
    await renderBanner();

    expect(screen.getByText('FREE - On the App Store')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^View/ })).toHaveAttribute('href', APP_STORE_URL);
  });

  test.each([
    ['a desktop browser', DESKTOP_CHROME, '/ecom/'],
    ['Safari on iOS', IPHONE_SAFARI, '/ecom/'],
    ["the shop's own app", ANDROID_CHROME, '/ecom/?mobileApp=android'],
  ])('stays hidden in %s', async (_name, userAgent, path) => {
    browseAs(userAgent, path);
    const { container } = await renderBanner();

    expect(container).toBeEmptyDOMElement();
  });

  test('Close hides it and remembers that for a day in a cookie', async () => {
    browseAs(ANDROID_CHROME);
    const { unmount } = await renderBanner();

    await userEvent.click(screen.getByRole('button', { name: 'Close app banner' }));

    expect(banner()).not.toBeInTheDocument();
    expect(document.cookie).toContain(`${APP_BANNER_COOKIE_NAME}=1`);

    unmount();
    const { container } = await renderBanner();
    expect(container).toBeEmptyDOMElement();
  });
});
