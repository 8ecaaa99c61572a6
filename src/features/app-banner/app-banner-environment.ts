import type { AppBannerEnvironment } from '../../domain/app-banner.ts';

/** What the app banner reads of the page it runs in (src/domain/app-banner.ts decides with it). */
export function readAppBannerEnvironment(): AppBannerEnvironment {
  return {
    userAgent: navigator.userAgent,
    search: window.location.search,
    cookies: document.cookie,
    maxTouchPoints: navigator.maxTouchPoints ?? 0,
  };
}
