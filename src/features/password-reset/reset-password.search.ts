import * as v from 'valibot';
import { isResetLinkValid } from '../../domain/reset-link.ts';

/**
 * The reset link's query (docs/api/session.md): `token`, and `exp` in epoch milliseconds (the router reads
 * `exp=1700000000000` as a number; a hand-edited link may carry anything). A value of the wrong kind is
 * dropped rather than refused: the page then goes to the expired page, which is the way on.
 */
const resetPasswordSearchSchema = v.object({
  token: v.fallback(v.optional(v.pipe(v.string(), v.minLength(1))), undefined),
  exp: v.fallback(v.optional(v.union([v.number(), v.string()])), undefined),
});

export type ResetPasswordSearch = v.InferOutput<typeof resetPasswordSearchSchema>;

// Both keys are always set, so that invalid raw values do not show through (see sign-in.search.ts).
export function validateResetPasswordSearch(search: Record<string, unknown>): ResetPasswordSearch {
  const { token, exp } = v.parse(resetPasswordSearchSchema, search);
  return { token, exp };
}

/**
 * doc 1 §2.4, §5: the link is invalid when its exp is missing or past; without a token there is nothing
 * to reset with either.
 */
export function isUsableResetLink(search: ResetPasswordSearch, nowMs: number): search is { token: string } {
  return search.token !== undefined && isResetLinkValid(search.exp, nowMs);
}
