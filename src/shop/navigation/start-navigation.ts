/**
 * What the shop starts for the shell (none of it is needed to show the page, and it brings xstate): the
 * page-loading actor (doc 1 §4), told by the router what the page is doing, and the
 * shell's navigation rules (doc 1 §2.4: remembered paths, scroll positions).
 */
import type { AnyRouter } from '@tanstack/react-router';
import type { InspectionEvent } from 'xstate';
import type { PageLoadingActor } from '../../../machines/page-loading.machine.ts';
import { isSupportedBrowser } from '../../domain/browser-support.ts';
import { detectBrowserFeatures } from './browser-features.ts';
import { connectNavigation, type NavigationEnvironment } from './connect-navigation.ts';
import { connectPageLoading, createPageLoading } from './page-loading.ts';

export interface StartNavigationOptions {
  router: AnyRouter;
  view: NavigationEnvironment['view'];
  /** The browser's features; the page's own by default. */
  scope?: typeof globalThis;
  inspect?: ((event: InspectionEvent) => void) | undefined;
}

/** Starts the page-loading actor and connects it and the navigation rules to the router. */
export function startNavigation({
  router,
  view,
  scope = globalThis,
  inspect,
}: StartNavigationOptions): PageLoadingActor {
  const pageLoading = createPageLoading({
    supportedBrowser: isSupportedBrowser(detectBrowserFeatures(scope)),
    inspect,
  });
  connectPageLoading(router, pageLoading);
  // The actor starts as the first page loads; if that page has shown already, it missed the router's word.
  if (router.state.resolvedLocation && !router.state.isLoading) pageLoading.send({ type: 'PAGE.LOADED' });
  connectNavigation({ router, pageLoading, view });
  return pageLoading;
}
