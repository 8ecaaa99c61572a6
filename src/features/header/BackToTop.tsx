import { useCallback, useEffect } from 'react';
import { reportError } from '../../shop/door/error-reporting.ts';
import { onDemand, preloadWhenIdle, useOnDemand } from '../../ui/on-demand.ts';

export interface BackToTopProps {
  /** Past 600 px of scroll (`useScrollThresholds().backToTop`). */
  visible: boolean;
  /** The element that takes focus once back at the top: the skip link's target. */
  focusTargetId?: string;
}

/**
 * The button is not needed for the first paint (issue 5): it loads once the page is idle, or at the
 * latest when the page has scrolled far enough to show it, and shows as soon as it is here.
 */
const button = onDemand(() => import('./BackToTopButton.tsx'));

/** The back-to-top button (doc 3 §9: after 600 px of scroll). */
export function BackToTop({ visible, focusTargetId = 'main' }: BackToTopProps) {
  useEffect(() => preloadWhenIdle(button), []);
  const onError = useCallback((error: unknown) => reportError(error, { caught: 'back to top' }), []);
  const loaded = useOnDemand(button, visible, onError);
  if (!visible || !loaded) return null;
  return <loaded.BackToTopButton focusTargetId={focusTargetId} />;
}
