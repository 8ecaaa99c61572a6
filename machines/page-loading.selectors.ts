/**
 * What the shell reads of the page-loading actor (machines/page-loading.machine.ts). Kept apart from the
 * machine: this module carries no xstate runtime, so the shell's first script can hold the views that show
 * the actor, which starts after first paint (issue 5).
 */
import type { PageLoadingSnapshot } from './page-loading.machine.ts';

/** The progress bar shows. */
export function selectShowsPendingIndicator(snapshot: PageLoadingSnapshot): boolean {
  return snapshot.matches({ page: { clientPageLoading: 'pendingIndicatorShown' } });
}

export function selectIsPageLoaded(snapshot: PageLoadingSnapshot): boolean {
  return snapshot.matches({ page: 'loaded' });
}

export function selectIsSupportedBrowser(snapshot: PageLoadingSnapshot): boolean {
  return snapshot.context.supportedBrowser;
}

/** The page's state in the spec's words, e.g. for a `data-page-state` attribute. */
export type PageState = 'client page loading' | 'loaded';
export type PreloadState = 'idle' | 'data preload in progress' | 'preloaded';

export function selectPageState(snapshot: PageLoadingSnapshot): PageState {
  return selectIsPageLoaded(snapshot) ? 'loaded' : 'client page loading';
}

/** The names of the timers that are running. */
export function selectRunningTimers(snapshot: PageLoadingSnapshot): string[] {
  return snapshot.context.timers.map((timer) => timer.name);
}

export function selectPreloadState(snapshot: PageLoadingSnapshot): PreloadState {
  if (snapshot.matches({ preload: 'dataPreloadInProgress' })) return 'data preload in progress';
  if (snapshot.matches({ preload: 'preloaded' })) return 'preloaded';
  return 'idle';
}
