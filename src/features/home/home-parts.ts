import type { QueryClient } from '@tanstack/react-query';
import { onDemand } from '../../ui/on-demand.ts';

/**
 * Parts of the home page loaded with its route rather than in the first script (issue 5's budget; issue 18):
 * today's campaign and the shelves of products (with the pods and the catalogue's calls), and the signed-in
 * shopper's slot and trolley at a glance.
 */
export const homeSectionsCode = onDemand(() => import('./HomeSections.tsx'));
export const atAGlanceCode = onDemand(() => import('./AtAGlance.tsx'));

/**
 * The shelves' code and their products, both in hand before the home page shows (the route's loader). A
 * failure here does not keep the page from showing: the page loads the code again when it renders (and
 * reports a failure), and a shelf whose products did not come says so and offers to try again.
 */
export async function loadHomeShelves(queryClient: QueryClient): Promise<void> {
  try {
    const [, queries] = await Promise.all([homeSectionsCode.load(), import('./home-shelves.queries.ts')]);
    await queries.ensureHomeShelves(queryClient);
  } catch {
    // Left to the page, as above.
  }
}
