/**
 * How the header's trolley count is shown (doc 2 §9, doc 3 §2 "Header and navigation", doc 3 §9):
 * "The trolley count shows 99+ above 99."
 */

export const TROLLEY_COUNT_DISPLAY_MAX = 99;

/** '0' to '99', then '99+'. A count that is not a positive number (never expected) shows as '0'. */
export function trolleyCountLabel(count: number): string {
  if (Number.isNaN(count) || count <= 0) return '0';
  if (count > TROLLEY_COUNT_DISPLAY_MAX) return `${TROLLEY_COUNT_DISPLAY_MAX}+`;
  return String(Math.floor(count));
}
