import { createContext, use } from 'react';
import type { AppBannerEnvironment } from '../../domain/app-banner.ts';

/**
 * What the shopper's browser would read, given by the server when it renders a page for the shopper's
 * request (src/app/server-render.tsx: their user agent, cookies and address), so that the banner's place is
 * where the browser keeps it when it hydrates the page. Null in the browser, which reads its own.
 */
export const RenderedBrowserContext = createContext<AppBannerEnvironment | null>(null);

/** What the app banner reads of the page it runs in (src/domain/app-banner.ts decides with it). */
export function readAppBannerEnvironment(): AppBannerEnvironment {
  return {
    userAgent: navigator.userAgent,
    search: window.location.search,
    cookies: document.cookie,
    maxTouchPoints: navigator.maxTouchPoints ?? 0,
  };
}

/** The environment while rendering: the server's word for the shopper's browser, or the browser's own. */
export function useAppBannerEnvironment(): AppBannerEnvironment {
  return use(RenderedBrowserContext) ?? readAppBannerEnvironment();
}
