import { describe, expect, it } from 'vitest';
import {
  BACK_TO_TOP_PX,
  BREAKPOINTS,
  breakpointFor,
  HEADER_CONDENSE_PX,
  isHeaderCondensed,
  minWidthQuery,
  SCROLL_RESTORE_DELAY_MS,
  showsBackToTop,
} from '../../../src/domain/layout.ts';

// doc 1 §9, doc 3 §9: "Breakpoints: xs 0, sm 544, md 768, lg 992, xl 1200."
describe('breakpoints', () => {
  it('are the spec values', () => {
    expect(BREAKPOINTS).toEqual({ xs: 0, sm: 544, md: 768, lg: 992, xl: 1200 });
  });

  it.each([
    [320, 'xs'],
    [543, 'xs'],
    [544, 'sm'],
    [767, 'sm'],
    [768, 'md'],
    [991, 'md'],
    [992, 'lg'],
    [1199, 'lg'],
    [1200, 'xl'],
    [2560, 'xl'],
  ])('%ipx → %s', (width, expected) => {
    expect(breakpointFor(width)).toBe(expected);
  });

  it('writes media queries', () => {
    expect(minWidthQuery('lg')).toBe('(min-width: 992px)');
  });
});

// doc 3 §2, §9: "The header condenses after scrolling past 150 px"; "Back-to-top: after 600 px scroll";
// doc 1 §9 "Scroll restoration delay 200 ms".
describe('scroll thresholds', () => {
  it('are the spec values', () => {
    expect([HEADER_CONDENSE_PX, BACK_TO_TOP_PX, SCROLL_RESTORE_DELAY_MS]).toEqual([150, 600, 200]);
  });

  it.each([
    [0, false, false],
    [150, false, false],
    [151, true, false],
    [600, true, false],
    [601, true, true],
  ])('scrolled %ipx: header condensed %s, back to top %s', (scrollY, condensed, backToTop) => {
    expect(isHeaderCondensed(scrollY)).toBe(condensed);
    expect(showsBackToTop(scrollY)).toBe(backToTop);
  });
});
