import * as v from 'valibot';

/** The find-a-store page's search: `?postcode=RG12 1EN`. Anything else in the address is dropped. */
export const findAStoreSearchSchema = v.object({
  // The router reads `?postcode=12345` as a number: kept as typed, so the form can say why it is wrong.
  postcode: v.fallback(
    v.optional(v.pipe(v.union([v.string(), v.number()]), v.transform(String), v.trim(), v.maxLength(40))),
    undefined,
  ),
});
export type FindAStoreSearch = v.InferOutput<typeof findAStoreSearchSchema>;
