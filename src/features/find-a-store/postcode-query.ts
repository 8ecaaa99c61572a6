import { validateUkPostcode } from '../../domain/postcode.ts';

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
