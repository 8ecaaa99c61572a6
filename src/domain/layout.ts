/**
 * The shell's layout and motion constants (doc 1 §9, doc 3 §2 "Header and navigation", doc 3 §9), and
 * the few rules that read them. Pixel widths are CSS pixels; scroll offsets are `window.scrollY`.
 */

/** doc 1 §9, doc 3 §9: "Breakpoints: xs 0, sm 544, md 768, lg 992, xl 1200". Each is a minimum width. */
export const BREAKPOINTS = { xs: 0, sm: 544, md: 768, lg: 992, xl: 1200 } as const;
export type Breakpoint = keyof typeof BREAKPOINTS;
const BREAKPOINTS_WIDEST_FIRST: readonly Breakpoint[] = ['xl', 'lg', 'md', 'sm', 'xs'];

/** doc 3 §9: "Mobile is sm and desktop lg." */
export const MOBILE_BREAKPOINT: Breakpoint = 'sm';
export const DESKTOP_BREAKPOINT: Breakpoint = 'lg';

/** The widest breakpoint a viewport of `widthPx` has reached. */
export function breakpointFor(widthPx: number): Breakpoint {
  return BREAKPOINTS_WIDEST_FIRST.find((name) => widthPx >= BREAKPOINTS[name]) ?? 'xs';
}

/** The media query for "at least this breakpoint": '(min-width: 992px)'. */
export function minWidthQuery(breakpoint: Breakpoint): string {
  return `(min-width: ${BREAKPOINTS[breakpoint]}px)`;
}

/** doc 3 §2, §9: "The header condenses after scrolling past 150 px." */
export const HEADER_CONDENSE_PX = 150;
/** doc 3 §9: "Back-to-top: after 600 px scroll." */
export const BACK_TO_TOP_PX = 600;

export function isHeaderCondensed(scrollY: number): boolean {
  return scrollY > HEADER_CONDENSE_PX;
}

export function showsBackToTop(scrollY: number): boolean {
  return scrollY > BACK_TO_TOP_PX;
}

/** doc 1 §9, doc 3 §9. */
export const SCROLL_RESTORE_DELAY_MS = 200;
/**
 * How long a restored position waits for a page still laying out (a long list rendering on a slow device)
 * to grow tall enough to hold it. Not in the spec, which says only when restoring starts.
 */
export const SCROLL_RESTORE_SETTLE_MS = 3000;
export const SCROLL_ANIMATION_MS = 600;
export const POLLING_CHECK_INTERVAL_MS = 500;
/** doc 3 §9. */
export const MEGA_MENU_CLOSE_DELAY_MS = 200;
export const BURGER_ANIMATION_MS = 200;
export const MODAL_TRANSITION_MS = 200;
/** doc 3 §9 "Burger levels: 0 to 3". */
export const BURGER_MAX_LEVEL = 3;
/** doc 1 §1: a script chunk that takes longer than 120 s to load is treated as failed. */
export const SCRIPT_CHUNK_TIMEOUT_MS = 120_000;
/** doc 3 §8: 'Module could not be loaded' after two retries. */
export const MODULE_LOAD_RETRIES = 2;
