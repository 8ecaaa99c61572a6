import * as v from 'valibot';
import { SIGN_IN_QUERY_CODES } from '../../domain/session-fields.ts';

/**
 * The sign-in pages' query (doc 1 §2.4): `redirect`, the page to go to once signed in, and `error`, a
 * sign-in error to show on arrival: `/ecom/sign-in?error=SOFT_LOCKED` or `?error=HARD_LOCKED`. The code
 * alone as a key (`/ecom/sign-in?HARD_LOCKED`) is read too. Anything else is ignored rather than refused:
 * a bad link still shows the sign-in form.
 */
export const SIGN_IN_ERROR_PARAM = 'error';

export type SignInQueryCode = (typeof SIGN_IN_QUERY_CODES)[number];

const signInSearchSchema = v.object({
  redirect: v.fallback(v.optional(v.string()), undefined),
  [SIGN_IN_ERROR_PARAM]: v.fallback(v.optional(v.picklist(SIGN_IN_QUERY_CODES)), undefined),
});

export interface SignInSearch {
  redirect?: string;
  error?: SignInQueryCode;
}

export function validateSignInSearch(search: Record<string, unknown>): SignInSearch {
  const { redirect, error } = v.parse(signInSearchSchema, search);
  const code = error ?? SIGN_IN_QUERY_CODES.find((candidate) => candidate in search);
  // Both keys are always set: the router lays a route's search over the raw query, so a key left out would
  // let an invalid raw value through.
  return { redirect, error: code };
}

const redirectSearchSchema = v.object({ redirect: signInSearchSchema.entries.redirect });

/** A review login's query: the page to continue to once the password is confirmed. */
export function validateRedirectSearch(search: Record<string, unknown>): { redirect?: string } {
  const { redirect } = v.parse(redirectSearchSchema, search);
  return { redirect };
}
