/**
 * Which parts of the shell a page shows (doc 1 §2.3): "skip-to-main link, header, site banner (hidden in
 * the minimal layout and on order confirmation), main area, pin bar and footer".
 */
import { matchesRoute } from './routing.ts';

export type ShellLayout = 'main' | 'minimal';

/** The site banner is for shopping pages: never in the minimal layout, never on order confirmation. */
export function showsSiteBanner(layout: ShellLayout, path: string): boolean {
  return layout === 'main' && !matchesRoute(path, 'order-confirmation/*');
}
