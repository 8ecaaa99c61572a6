import { describe, expect, it } from 'vitest';
import {
  APP_BANNER_COOKIE_NAME,
  APP_BANNER_DISMISSAL_MS,
  APP_STORE_URL,
  type AppBannerEnvironment,
  bannerPlatform,
  detectMobilePlatform,
  dismissalCookie,
  expectsAppBanner,
  isOwnApp,
  isSafariOnIos,
  PLAY_STORE_URL,
  readCookie,
  storeListing,
  wasDismissedWithinADay,
} from '../../../src/domain/app-banner.ts';
import { USER_AGENTS as UA } from '../../fixtures/user-agents.ts';

const environment = (
  userAgent: string,
  overrides: Partial<AppBannerEnvironment> = {},
): AppBannerEnvironment => ({
  userAgent,
  search: '',
  cookies: '',
  maxTouchPoints: 0,
  ...overrides,
});

describe('who sees the app banner (doc 1 §2.3: Android, or iOS outside Safari, not the own app)', () => {
  it.each([
    ['Android Chrome', environment(UA.androidChrome, { maxTouchPoints: 5 }), 'android'],
    ['Android Firefox', environment(UA.androidFirefox, { maxTouchPoints: 5 }), 'android'],
    ['Samsung Internet', environment(UA.androidSamsung, { maxTouchPoints: 5 }), 'android'],
    ['iPhone Safari', environment(UA.iPhoneSafari, { maxTouchPoints: 5 }), null],
    ['iPhone Chrome (CriOS)', environment(UA.iPhoneChrome, { maxTouchPoints: 5 }), 'ios'],
    ['iPhone Firefox (FxiOS)', environment(UA.iPhoneFirefox, { maxTouchPoints: 5 }), 'ios'],
    ['iPhone Edge (EdgiOS)', environment(UA.iPhoneEdge, { maxTouchPoints: 5 }), 'ios'],
    ['an in-app browser on iPhone', environment(UA.iPhoneFacebook, { maxTouchPoints: 5 }), 'ios'],
    ['iPad Safari', environment(UA.iPadSafari, { maxTouchPoints: 5 }), null],
    ['iPad Chrome', environment(UA.iPadChrome, { maxTouchPoints: 5 }), 'ios'],
    [
      'iPad Safari asking for the desktop site',
      environment(UA.iPadDesktopSafari, { maxTouchPoints: 5 }),
      null,
    ],
    ['desktop Chrome', environment(UA.desktopChrome), null],
    ['Mac Safari', environment(UA.macSafari), null],
    ["the shop's Android app webview", environment(UA.ownAppAndroid, { maxTouchPoints: 5 }), null],
    ["the shop's iOS app webview", environment(UA.ownAppIos, { maxTouchPoints: 5 }), null],
    [
      'Android Chrome opened by the app (?mobileApp=android)',
      environment(UA.androidChrome, { search: '?mobileApp=android' }),
      null,
    ],
    [
      'iPhone Chrome opened by the app (mobileApp=IOS)',
      environment(UA.iPhoneChrome, { search: 'mobileApp=IOS' }),
      null,
    ],
    [
      'Android Chrome with another mobileApp value',
      environment(UA.androidChrome, { search: '?mobileApp=web' }),
      'android',
    ],
  ])('%s → %s', (_name, page, expected) => {
    expect(bannerPlatform(page)).toBe(expected);
  });
});

describe('expectsAppBanner: where the shell keeps the banner its place before its code arrives', () => {
  it.each([
    ['Android Chrome', environment(UA.androidChrome, { maxTouchPoints: 5 }), true],
    ['iPhone Chrome', environment(UA.iPhoneChrome, { maxTouchPoints: 5 }), true],
    ['iPhone Safari', environment(UA.iPhoneSafari, { maxTouchPoints: 5 }), false],
    ['desktop Chrome', environment(UA.desktopChrome), false],
    ["the shop's own app", environment(UA.androidChrome, { search: '?mobileApp=android' }), false],
    [
      'Android Chrome, dismissed within a day',
      environment(UA.androidChrome, { cookies: `other=1; ${APP_BANNER_COOKIE_NAME}=1` }),
      false,
    ],
  ])('%s → %s', (_name, page, expected) => {
    expect(expectsAppBanner(page)).toBe(expected);
  });
});

describe('detectMobilePlatform', () => {
  it.each([
    [UA.androidChrome, 0, 'android'],
    [UA.iPhoneSafari, 0, 'ios'],
    [UA.iPadSafari, 0, 'ios'],
    [UA.iPadDesktopSafari, 5, 'ios'],
    [UA.macSafari, 0, null],
    [UA.desktopChrome, 0, null],
  ])('%s with %i touch points → %s', (userAgent, touchPoints, expected) => {
    expect(detectMobilePlatform(userAgent, touchPoints)).toBe(expected);
  });
});

describe('isSafariOnIos', () => {
  it.each([
    [UA.iPhoneSafari, true],
    [UA.iPadSafari, true],
    [UA.iPhoneChrome, false],
    [UA.iPhoneFirefox, false],
    [UA.iPhoneEdge, false],
    [UA.iPhoneFacebook, false],
    [UA.macSafari, false],
    [UA.androidChrome, false],
  ])('%s → %s', (userAgent, expected) => {
    expect(isSafariOnIos(userAgent)).toBe(expected);
  });
});

describe("isOwnApp (doc 3 §7: the app's user agent or a mobileApp query value)", () => {
  it.each([
    [UA.ownAppAndroid, '', true],
    [UA.ownAppIos, '', true],
    [UA.androidChrome, '?mobileApp=android', true],
    [UA.iPhoneChrome, '?q=milk&mobileApp=ios', true],
    [UA.androidChrome, '?mobileApp=', false],
    [UA.androidChrome, '?app=android', false],
    [UA.desktopChrome, '', false],
  ])('%s with "%s" → %s', (userAgent, search, expected) => {
    expect(isOwnApp(userAgent, search)).toBe(expected);
  });
});

describe('the dismissal cookie (doc 1 §9: 1 day)', () => {
  it('lives for one day across the whole site', () => {
    expect(dismissalCookie()).toBe(`${APP_BANNER_COOKIE_NAME}=1; Max-Age=86400; Path=/; SameSite=Lax`);
    expect(APP_BANNER_DISMISSAL_MS).toBe(24 * 60 * 60 * 1000);
  });

  it.each([
    ['', false],
    ['consent=1', false],
    [`${APP_BANNER_COOKIE_NAME}=1`, true],
    [`consent=1; ${APP_BANNER_COOKIE_NAME}=1; other=x`, true],
    [`${APP_BANNER_COOKIE_NAME}=`, false],
    [`x${APP_BANNER_COOKIE_NAME}=1`, false],
  ])('"%s" → dismissed within a day: %s', (cookies, expected) => {
    expect(wasDismissedWithinADay(cookies)).toBe(expected);
  });

  it('reads one cookie out of document.cookie', () => {
    expect(readCookie('a=1; b=two=2;c=3', 'b')).toBe('two=2');
    expect(readCookie('a=1', 'b')).toBeNull();
  });
});

describe('storeListing', () => {
  it.each([
    ['android', 'Google Play', PLAY_STORE_URL, 'FREE - In Google Play'],
    ['ios', 'the App Store', APP_STORE_URL, 'FREE - On the App Store'],
  ] as const)('%s → %s', (platform, storeName, storeUrl, downloadText) => {
    expect(storeListing(platform)).toEqual({ platform, storeName, storeUrl, downloadText });
  });
});
