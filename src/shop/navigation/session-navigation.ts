import { toBrowserPath } from '../../domain/routing.ts';

/** What the session's navigation needs of the router. */
export interface SessionRouter {
  latestLocation: { href: string };
  navigate(options: { href: string }): Promise<void>;
}

/**
 * The session's `navigate` (app-session.ts SESSION_PAGES: the logged-out, log-out error and locked pages):
 * goes there through the router, unless the shopper is there already. The log-out page signs the shopper
 * out on arrival, so the session's own "go to the logged-out page" after that logout must not arrive there
 * a second time. Kept apart from the session (this module carries no xstate) for main.tsx's first script.
 */
export function sessionNavigate(router: SessionRouter, path: string): void {
  if (toBrowserPath(router.latestLocation.href) === toBrowserPath(path)) return;
  void router.navigate({ href: path });
}
