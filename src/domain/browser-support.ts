/**
 * doc 1 §4 Page loading "A supported-browser flag exists", doc 1 §8 / doc 3 §8 "Unsupported browser":
 * which browsers the shop works in, and what the banner offers the others.
 */

/**
 * What the storefront relies on, each a question a browser answers yes or no. The build targets browsers
 * that are "widely available" on the web platform baseline; these are the features whose absence breaks
 * the shop outright rather than looking slightly different.
 */
export const REQUIRED_BROWSER_FEATURES = [
  /** Every call goes through fetch (the call layer, doc 1 §7.1). */
  'fetch',
  /** Calls are cancelled and timed out with abort signals. */
  'abortController',
  /** Dates and times are shown in Europe/London whatever the device's zone (doc 1 §9). */
  'londonTimeZone',
  /** Newer array and object methods used throughout (`Array.prototype.at`, `Object.hasOwn`). */
  'modernBuiltIns',
  /** Storage for the session's remembered paths and scroll positions, or cookies as the fallback (doc 1 §2.4). */
  'sessionStorageOrCookies',
  /** The layout is built on CSS custom properties and grid. */
  'cssCustomPropertiesAndGrid',
] as const;

export type BrowserFeature = (typeof REQUIRED_BROWSER_FEATURES)[number];
export type BrowserFeatures = Readonly<Record<BrowserFeature, boolean>>;

/** The features this browser lacks, in the order above; none means the shop works here. */
export function missingBrowserFeatures(features: BrowserFeatures): BrowserFeature[] {
  return REQUIRED_BROWSER_FEATURES.filter((feature) => !features[feature]);
}

export function isSupportedBrowser(features: BrowserFeatures): boolean {
  return missingBrowserFeatures(features).length === 0;
}

/** The banner's words (doc 1 §8), word for word. */
export const UNSUPPORTED_BROWSER_MESSAGE =
  'This site will not work correctly unless you use a modern browser...';

export interface ModernBrowser {
  name: string;
  href: string;
}

/** doc 1 §8: "with links to three browsers". Free, current on every desktop system the shop sees. */
export const MODERN_BROWSERS: readonly ModernBrowser[] = [
  { name: 'Google Chrome', href: 'https://www.google.com/chrome/' },
  { name: 'Mozilla Firefox', href: 'https://www.mozilla.org/firefox/new/' },
  { name: 'Microsoft Edge', href: 'https://www.microsoft.com/edge' },
];
