import { describe, expect, it } from 'vitest';
import {
  type BrowserFeature,
  type BrowserFeatures,
  isSupportedBrowser,
  MODERN_BROWSERS,
  missingBrowserFeatures,
  REQUIRED_BROWSER_FEATURES,
  UNSUPPORTED_BROWSER_MESSAGE,
} from '../../../src/domain/browser-support.ts';

const everything: BrowserFeatures = Object.fromEntries(
  REQUIRED_BROWSER_FEATURES.map((feature) => [feature, true]),
) as BrowserFeatures;

const without = (...lacking: BrowserFeature[]): BrowserFeatures => ({
  ...everything,
  ...Object.fromEntries(lacking.map((feature) => [feature, false])),
});

describe('which browsers the shop works in (doc 1 §4 supported-browser flag, §8)', () => {
  it.each<[string, BrowserFeatures, boolean, BrowserFeature[]]>([
    ['a current browser', everything, true, []],
    ['no fetch (Internet Explorer)', without('fetch'), false, ['fetch']],
    ['no abort signals', without('abortController'), false, ['abortController']],
    ['no Europe/London time zone data', without('londonTimeZone'), false, ['londonTimeZone']],
    ['no Array.prototype.at or Object.hasOwn', without('modernBuiltIns'), false, ['modernBuiltIns']],
    ['neither storage nor cookies', without('sessionStorageOrCookies'), false, ['sessionStorageOrCookies']],
    [
      'no CSS grid or custom properties',
      without('cssCustomPropertiesAndGrid'),
      false,
      ['cssCustomPropertiesAndGrid'],
    ],
    [
      'several things missing, listed in order',
      without('cssCustomPropertiesAndGrid', 'fetch'),
      false,
      ['fetch', 'cssCustomPropertiesAndGrid'],
    ],
  ])('%s: supported %s', (_name, features, supported, missing) => {
    expect(isSupportedBrowser(features)).toBe(supported);
    expect(missingBrowserFeatures(features)).toEqual(missing);
  });

  it('offers three browsers, each with a secure address', () => {
    expect(MODERN_BROWSERS).toHaveLength(3);
    for (const browser of MODERN_BROWSERS) expect(browser.href).toMatch(/^https:\/\//);
  });

  it("says the spec's words", () => {
    expect(UNSUPPORTED_BROWSER_MESSAGE).toBe(
      'This site will not work correctly unless you use a modern browser...',
    );
  });
});
