/**
 * "The reset-password link is invalid when its exp is absent or past" (doc 1 §5; exp in epoch ms). Apart
 * from the field rules (src/domain/validation.ts re-exports it) because the reset-password route checks it
 * before every page's first render, and the route carries only this (issue 5).
 */
export function isResetLinkValid(exp: string | number | null | undefined, nowMs: number): boolean {
  if (exp === null || exp === undefined || exp === '') return false;
  const value = typeof exp === 'number' ? exp : Number(exp);
  return Number.isFinite(value) && value > nowMs;
}
