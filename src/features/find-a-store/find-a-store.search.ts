import * as v from 'valibot';
import { validateUkPostcode } from '../../domain/postcode.ts';

/** The find-a-store page's search: `?postcode=RG12 1EN`. Anything else in the address is dropped. */
export const findAStoreSearchSchema = v.object({
  // The router reads `?postcode=12345` as a number: kept as typed, so the form can say why it is wrong.
  postcode: v.fallback(
    v.optional(v.pipe(v.union([v.string(), v.number()]), v.transform(String), v.trim(), v.maxLength(40))),
    undefined,
  ),
});
export type FindAStoreSearch = v.InferOutput<typeof findAStoreSearchSchema>;

export type PostcodeQuery =
  /** No postcode: every branch. */
  | { kind: 'all' }
  | { kind: 'search'; postcode: string }
  /** A postcode in the address that is not a UK postcode: no call, the form says why. */
  | { kind: 'invalid'; typed: string; message: string };

/** What the page does with the postcode in its address. */
export function postcodeQuery(postcode: string | undefined): PostcodeQuery {
  if (postcode === undefined || postcode.trim() === '') return { kind: 'all' };
  const checked = validateUkPostcode(postcode);
  return checked.valid
    ? { kind: 'search', postcode: checked.postcode }
    : { kind: 'invalid', typed: postcode, message: checked.message };
}
