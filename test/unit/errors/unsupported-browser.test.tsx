import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { pageLoadingMachine } from '../../../machines/page-loading.machine.ts';
import { UnsupportedBrowserBanner } from '../../../src/app/errors/UnsupportedBrowserBanner.tsx';
import { detectBrowserFeatures } from '../../../src/shop/navigation/browser-features.ts';
import { MODERN_BROWSER } from '../support/browsers.ts';
import { renderWithShop, testShop } from '../support/shop-harness.tsx';

const pageLoadingIn = (supportedBrowser: boolean) =>
  testShop({ pageLoading: createActor(pageLoadingMachine, { input: { supportedBrowser } }).start() });

describe('the unsupported-browser banner (doc 1 §8)', () => {
  it('shows in a browser the shop does not work in, with three browsers to get', async () => {
    renderWithShop(<UnsupportedBrowserBanner />, pageLoadingIn(false));
    // Its code loads only in such a browser.
    const banner = await screen.findByRole('region', { name: 'Unsupported browser' });
    expect(banner).toHaveTextContent('This site will not work correctly unless you use a modern browser...');
    const links = within(banner).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Google Chrome',
      'Mozilla Firefox',
      'Microsoft Edge',
    ]);
  });

  it('is not there in a supported browser', () => {
    const {
      view: { container },
    } = renderWithShop(<UnsupportedBrowserBanner />, pageLoadingIn(true));
    expect(container).toBeEmptyDOMElement();
  });
});

describe("reading the browser's features", () => {
  const modern = MODERN_BROWSER;

  it('finds what a modern browser has', () => {
    expect(Object.values(detectBrowserFeatures(modern)).every(Boolean)).toBe(true);
  });

  it('finds what an old one lacks, even where asking throws', () => {
    const old = {
      ...modern,
      fetch: undefined,
      CSS: {
        supports: () => {
          throw new Error('no');
        },
      },
    } as unknown as typeof globalThis;
    expect(detectBrowserFeatures(old)).toMatchObject({
      fetch: false,
      cssCustomPropertiesAndGrid: false,
      abortController: true,
    });
  });
});
