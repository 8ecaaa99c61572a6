import { onDemand } from '../../ui/on-demand.ts';

/**
 * Parts of the results pages that they render their products without (issue 5: the initial JavaScript
 * budget). The route's loader starts loading them with the results (preloadResultsPageParts), so they are
 * normally there before the page shows; a page that comes before them shows them when they arrive.
 */

/**
 * The pods' quantity control (Add, the stepper, the unit switch and the quantity rules). Pods show no Add
 * button until the session has started in any case.
 */
export const quantityControlCode = onDemand(() => import('../../ui/QuantityWithUnits.tsx'));

/** Starts loading the parts, if nothing has; a failure is left for the view that wants the part. */
export function preloadResultsPageParts(): void {
  quantityControlCode.load().catch(() => {});
}
