import * as v from 'valibot';
import { decodeClaims } from '../domain/session.ts';

/**
 * The token service's answers (doc 1 §7.2; docs/api/session.md): the csrf value, and the access token that
 * the token exchange, sign-in, registration and staff sign-on answer.
 */

export const csrfAnswerSchema = v.object({ csrf: v.pipe(v.string(), v.minLength(1)) });
export type CsrfAnswer = v.InferOutput<typeof csrfAnswerSchema>;

/** A JWT whose payload can be read and says who the shopper is. */
const accessTokenSchema = v.pipe(
  v.string(),
  v.check(
    (token) => typeof decodeClaims(token)?.customerId === 'number',
    'the access token is not a JWT carrying a customerId',
  ),
);

/** `TokenAnswer`: the claims are read from the token itself. */
export const tokenAnswerSchema = v.object({
  accessToken: accessTokenSchema,
  tokenType: v.literal('Bearer'),
  expiresIn: v.number(),
});
export type TokenAnswer = v.InferOutput<typeof tokenAnswerSchema>;
