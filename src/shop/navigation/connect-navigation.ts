/**
 * What the shell does as the shopper moves between pages (doc 1 §2.4), wired to the router's events:
 * the last non-authentication and non-slot paths are remembered, and the scroll position of listing pages
 * is saved on leaving and restored on return, 200 ms after the page shows (a named timer of the
 * page-loading actor, so that a quick move on cancels it).
 */
import type { AnyRouter } from '@tanstack/react-router';
import type { PageLoadingActor } from '../../../machines/page-loading.machine.ts';
import { SCROLL_RESTORE_DELAY_MS } from '../../domain/layout.ts';
import { SHELL_TIMERS } from '../../domain/page-loading.ts';
import { rememberPaths } from '../door/path-memory.ts';
import { type SessionMemoryStore, sessionMemory } from '../door/session-memory-store.ts';
import { createScrollMemory, type ScrollView } from './scroll-memory.ts';

export interface NavigationEnvironment {
  router: AnyRouter;
  pageLoading: PageLoadingActor;
  /** The page's session memory by default. */
  store?: SessionMemoryStore;
  view: ScrollView & { history: History };
}

const TIMER = SHELL_TIMERS.scrollRestoration;

export function connectNavigation({
  router,
  pageLoading,
  store = sessionMemory,
  view,
}: NavigationEnvironment): () => void {
  const scroll = createScrollMemory(store, view);

  // One restoration only: the browser's own would fight this one on back and forward.
  const manual = () => {
    view.history.scrollRestoration = 'manual';
  };
  // A full reload or a page left for good gets the browser's behaviour back.
  const auto = () => {
    view.history.scrollRestoration = 'auto';
  };
  const onPageShow = (event: Event) => {
    if ((event as PageTransitionEvent).persisted) manual();
  };
  manual();

  const onClick = (event: Event) => scroll.noteClick(event.target, router.state.location.href);
  view.document.addEventListener('click', onClick, true);
  view.addEventListener('pagehide', auto);
  view.addEventListener('pageshow', onPageShow);

  const arrive = (href: string) => {
    rememberPaths(store, href);
    if (scroll.savedFor(href)) {
      pageLoading.send({ type: 'TIMER.START', name: TIMER, delay: SCROLL_RESTORE_DELAY_MS });
    }
  };
  const unsubscribe = [
    router.subscribe('onBeforeLoad', ({ fromLocation, hrefChanged }) => {
      if (!hrefChanged) return;
      pageLoading.send({ type: 'TIMER.CANCEL', name: TIMER });
      scroll.cancelRestore();
      if (fromLocation) scroll.leave(fromLocation.href);
    }),
    router.subscribe('onResolved', ({ toLocation }) => arrive(toLocation.href)),
  ];
  const elapsed = pageLoading.on('timerElapsed', ({ name }) => {
    if (name === TIMER) scroll.restore(router.state.location.href);
  });
  // Connected after the first page has shown (it is loaded after it): that page is arrived at now.
  const shown = router.state.resolvedLocation;
  if (shown) arrive(shown.href);

  return () => {
    scroll.cancelRestore();
    for (const stop of unsubscribe) stop();
    elapsed.unsubscribe();
    view.document.removeEventListener('click', onClick, true);
    view.removeEventListener('pagehide', auto);
    view.removeEventListener('pageshow', onPageShow);
  };
}
