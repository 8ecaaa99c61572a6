/**
 * The mobile-app install banner (doc 1 §2.3, §9; doc 3 §7 "Mobile-app bridges"): who sees it, where its
 * View link goes and how a dismissal is remembered. Pure rules: the browser is read and written by the
 * app banner machine's actors.
 */

export type MobilePlatform = 'android' | 'ios';

/** What the banner needs to know about the page it runs in. */
export interface AppBannerEnvironment {
  userAgent: string;
  /** `location.search`, with or without the leading '?'. */
  search: string;
  /** `document.cookie`. */
  cookies: string;
  /** `navigator.maxTouchPoints`: tells an iPad (which reports a Mac user agent) from a Mac. */
  maxTouchPoints: number;
}

/** The store a platform's shoppers install the app from. */
export interface AppStoreListing {
  platform: MobilePlatform;
  storeName: string;
  storeUrl: string;
  downloadText: string;
}

/** doc 1 §9: "App install banner dismissal: 1 day." */
export const APP_BANNER_DISMISSAL_SECONDS = 24 * 60 * 60;
export const APP_BANNER_DISMISSAL_MS = APP_BANNER_DISMISSAL_SECONDS * 1000;
export const APP_BANNER_COOKIE_NAME = 'appBannerDismissed';

/** The token the shop's own app puts in its webview's user agent (doc 3 §7: "a user-agent prefix"). */
export const OWN_APP_USER_AGENT_MARKER = 'WaitroseApp';
/** doc 3 §7: the native apps open the site with `?mobileApp=android` or `?mobileApp=ios`. */
export const MOBILE_APP_QUERY_PARAM = 'mobileApp';
const MOBILE_APP_QUERY_VALUES: readonly string[] = ['android', 'ios'];

export const PLAY_STORE_URL = 'https://play.google.com/store/search?q=waitrose&c=apps';
export const APP_STORE_URL = 'https://apps.apple.com/gb/search?term=waitrose';

const LISTINGS: Record<MobilePlatform, AppStoreListing> = {
  android: {
    platform: 'android',
    storeName: 'Google Play',
    storeUrl: PLAY_STORE_URL,
    downloadText: 'FREE - In Google Play',
  },
  ios: {
    platform: 'ios',
    storeName: 'the App Store',
    storeUrl: APP_STORE_URL,
    downloadText: 'FREE - On the App Store',
  },
};

export function storeListing(platform: MobilePlatform): AppStoreListing {
  return LISTINGS[platform];
}

const IOS_DEVICE = /\b(iPhone|iPad|iPod)\b/;
// Every iOS browser is WebKit and says "Safari/"; the others add their own token. In-app webviews
// (WKWebView) leave out "Safari/" altogether.
const NOT_SAFARI_ON_IOS =
  /\b(CriOS|FxiOS|EdgiOS|OPiOS|OPT|GSA|YaBrowser|DuckDuckGo|Ddg|FBAN|FBAV|Instagram)\//;

export function detectMobilePlatform(userAgent: string, maxTouchPoints = 0): MobilePlatform | null {
  if (/\bAndroid\b/i.test(userAgent)) return 'android';
  if (IOS_DEVICE.test(userAgent)) return 'ios';
  // iPadOS asks for desktop sites with a Mac user agent; only the touch screen gives it away.
  if (/\bMacintosh\b/.test(userAgent) && maxTouchPoints > 1) return 'ios';
  return null;
}

export function isSafariOnIos(userAgent: string, maxTouchPoints = 0): boolean {
  return (
    detectMobilePlatform(userAgent, maxTouchPoints) === 'ios' &&
    /\bSafari\//.test(userAgent) &&
    !NOT_SAFARI_ON_IOS.test(userAgent)
  );
}

export function isOwnApp(userAgent: string, search: string): boolean {
  if (userAgent.includes(OWN_APP_USER_AGENT_MARKER)) return true;
  const mobileApp = new URLSearchParams(search).get(MOBILE_APP_QUERY_PARAM);
  return mobileApp !== null && MOBILE_APP_QUERY_VALUES.includes(mobileApp.toLowerCase());
}

/**
 * The platform whose store the banner points to, or null when the banner is not for this browser:
 * Android, or iOS outside Safari (Safari shows Apple's own Smart App Banner). The shop's own app never
 * advertises itself.
 */
export function bannerPlatform(environment: AppBannerEnvironment): MobilePlatform | null {
  const { userAgent, search, maxTouchPoints } = environment;
  if (isOwnApp(userAgent, search)) return null;
  const platform = detectMobilePlatform(userAgent, maxTouchPoints);
  if (platform === 'ios' && isSafariOnIos(userAgent, maxTouchPoints)) return null;
  return platform;
}

export function readCookie(cookies: string, name: string): string | null {
  for (const pair of cookies.split(';')) {
    const separator = pair.indexOf('=');
    if (separator === -1) continue;
    if (pair.slice(0, separator).trim() === name) return pair.slice(separator + 1).trim();
  }
  return null;
}

/** The dismissal cookie lives for exactly one day, so while the browser still has it, it is recent. */
export function wasDismissedWithinADay(cookies: string): boolean {
  return Boolean(readCookie(cookies, APP_BANNER_COOKIE_NAME));
}

/**
 * Whether the app banner machine will show the banner on this page (its checks, in its order): the shell
 * keeps the banner's place from the first paint, so that the banner arriving with its code moves nothing
 * below it (issue 20: CLS).
 */
export function expectsAppBanner(environment: AppBannerEnvironment): boolean {
  return bannerPlatform(environment) !== null && !wasDismissedWithinADay(environment.cookies);
}

/** The `document.cookie` assignment that remembers a dismissal for one day, across the whole site. */
export function dismissalCookie(): string {
  return `${APP_BANNER_COOKIE_NAME}=1; Max-Age=${APP_BANNER_DISMISSAL_SECONDS}; Path=/; SameSite=Lax`;
}
