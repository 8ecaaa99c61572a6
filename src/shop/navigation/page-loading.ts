/**
 * The page-loading actor (machines/page-loading.machine.ts): created once for the life of the page and
 * told by the router what the page is doing.
 */
import type { AnyRouter } from '@tanstack/react-router';
import { createActor, type InspectionEvent } from 'xstate';
import { type PageLoadingActor, pageLoadingMachine } from '../../../machines/page-loading.machine.ts';

export interface PageLoadingOptions {
  supportedBrowser: boolean;
  inspect?: ((event: InspectionEvent) => void) | undefined;
}

export function createPageLoading({ supportedBrowser, inspect }: PageLoadingOptions): PageLoadingActor {
  return createActor(pageLoadingMachine, {
    input: { supportedBrowser },
    ...(inspect && { inspect }),
  }).start();
}

/**
 * Feeds the router's events to the actor: a load starting (a navigation, or data loaded again) and ending,
 * and the preloads the router makes when the shopper points at or focuses a link. Returns the disconnect.
 */
export function connectPageLoading(router: AnyRouter, pageLoading: PageLoadingActor): () => void {
  const unsubscribe = [
    router.subscribe('onBeforeLoad', () => pageLoading.send({ type: 'PAGE.LOADING' })),
    router.subscribe('onResolved', () => pageLoading.send({ type: 'PAGE.LOADED' })),
  ];

  // The router has no preload events; links call router.preloadRoute, so that is where preloads are seen.
  // It resolves with the matches it loaded, or undefined when it failed or went nowhere.
  const preloadRoute = router.preloadRoute;
  router.preloadRoute = async (options) => {
    pageLoading.send({ type: 'PRELOAD.STARTED' });
    try {
      const matches = await preloadRoute(options);
      pageLoading.send({ type: matches ? 'PRELOAD.DONE' : 'PRELOAD.FAILED' });
      return matches;
    } catch (error) {
      pageLoading.send({ type: 'PRELOAD.FAILED' });
      throw error;
    }
  };

  return () => {
    for (const stop of unsubscribe) stop();
    router.preloadRoute = preloadRoute;
  };
}
