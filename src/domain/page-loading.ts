/**
 * doc 1 §4 Page loading: "Each route loads its data before display", with a pending indicator only when
 * that takes long. The spec gives no figure: half a second is long enough that quick pages never flash
 * the indicator, and short enough that a slow one is acknowledged before the shopper clicks again.
 */
export const PENDING_INDICATOR_DELAY_MS = 500;

/** The named timers the shell starts (doc 1 §4 "Timers can be started and cancelled by name"). */
export const SHELL_TIMERS = {
  /** doc 1 §2.4, §9: a saved scroll position is restored 200 ms after the page shows. */
  scrollRestoration: 'scroll-restoration',
} as const;
