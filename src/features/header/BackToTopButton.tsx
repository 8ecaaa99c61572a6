import styles from './BackToTop.module.css';
import { ArrowUpIcon } from './HeaderIcons.tsx';

export const BACK_TO_TOP_LABEL = 'Back to top';

function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/**
 * Scrolls smoothly to the top (instantly when the shopper prefers less motion) and moves focus to the
 * main content, so keyboard users carry on from the top instead of from a button that has gone.
 */
export function scrollBackToTop(focusTargetId: string): void {
  window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
  const target = document.getElementById(focusTargetId);
  if (target) {
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.focus({ preventScroll: true });
  } else if (document.activeElement instanceof HTMLElement) {
    document.activeElement.blur();
  }
}

/** The back-to-top button (doc 3 §9), loaded on demand by BackToTop.tsx, which shows it past the offset. */
export function BackToTopButton({ focusTargetId }: { focusTargetId: string }) {
  return (
    <button type="button" className={styles.backToTop} onClick={() => scrollBackToTop(focusTargetId)}>
      <ArrowUpIcon size={20} />
      <span className={styles.label}>{BACK_TO_TOP_LABEL}</span>
    </button>
  );
}
