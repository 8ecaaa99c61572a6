/** A browser scope with everything the shop needs (src/domain/browser-support.ts), for detectBrowserFeatures. */
export const MODERN_BROWSER = {
  fetch: async () => new Response(),
  AbortController,
  sessionStorage: {},
  navigator: { cookieEnabled: true },
  CSS: { supports: () => true },
} as unknown as typeof globalThis;
