/** Reads what this browser has (the list and the rule are src/domain/browser-support.ts). */
import type { BrowserFeatures } from '../../domain/browser-support.ts';

function works(check: () => boolean): boolean {
  try {
    return check();
  } catch {
    return false;
  }
}

export function detectBrowserFeatures(scope: typeof globalThis = globalThis): BrowserFeatures {
  return {
    fetch: works(() => typeof scope.fetch === 'function'),
    abortController: works(() => typeof scope.AbortController === 'function'),
    londonTimeZone: works(
      () =>
        new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London' }).resolvedOptions().timeZone ===
        'Europe/London',
    ),
    modernBuiltIns: works(
      () => typeof Array.prototype.at === 'function' && typeof Object.hasOwn === 'function',
    ),
    sessionStorageOrCookies: works(
      () => typeof scope.sessionStorage !== 'undefined' || scope.navigator?.cookieEnabled === true,
    ),
    cssCustomPropertiesAndGrid: works(
      () =>
        typeof scope.CSS?.supports === 'function' &&
        scope.CSS.supports('--a', '0') &&
        scope.CSS.supports('display', 'grid'),
    ),
  };
}
