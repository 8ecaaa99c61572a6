/**
 * The routing rules the shell applies before any page loads (doc 1 §2.1, §2.4), run by the root route's
 * `beforeLoad`: shop and shop/ go to the groceries home, doubled ampersands in the query are repaired, and
 * moving into or out of /ecom/checkout is a full page load. The rules themselves are
 * `src/domain/routing.ts`.
 */
import { type AnyRouter, type ParsedLocation, redirect } from '@tanstack/react-router';
import { needsFullPageLoad, shellRedirect, toBrowserPath } from '../../domain/routing.ts';

export type LoadCause = 'preload' | 'enter' | 'stay';

export interface ShellNavigation {
  /** Throws the shell's redirect, or starts a full page load (and never settles), or lets the load go on. */
  beforeLoad(location: ParsedLocation, cause: LoadCause): undefined | Promise<never>;
  /** Follows the router: the page last shown, and the address as the browser has it. */
  follow(router: AnyRouter): () => void;
}

export interface ShellNavigationOptions {
  /** Loads the address as a new document. */
  reloadDocument?: (href: string) => void;
}

export function createShellNavigation({
  reloadDocument = (href) => window.location.assign(href),
}: ShellNavigationOptions = {}): ShellNavigation {
  let lastShown: string | null = null;
  // The router tidies a query as it parses it (`&&` disappears), so the repair reads the address itself.
  let browserAddress: () => string | null = () => null;

  return {
    beforeLoad(location, cause) {
      // A preload is not where the shopper is: read the location the router was asked to preload.
      const address = (cause === 'preload' ? null : browserAddress()) ?? location.publicHref;
      const target = shellRedirect(address);
      if (target !== null && target !== toBrowserPath(address))
        throw redirect({ href: target, replace: true });

      if (cause !== 'preload' && needsFullPageLoad(lastShown, location.href)) {
        reloadDocument(toBrowserPath(location.publicHref));
        // The document is being replaced: this load must not show anything meanwhile.
        return new Promise<never>(() => {});
      }
      return undefined;
    },
    follow(router) {
      browserAddress = () => router.history.location.href;
      return router.subscribe('onResolved', ({ toLocation }) => {
        lastShown = toLocation.href;
      });
    },
  };
}
