import * as v from 'valibot';

/** doc 2 §2: slot pages may carry fromDate or startDate (an ISO date); anything else is dropped. */
export const slotSearchSchema = v.object({
  fromDate: v.fallback(v.optional(v.union([v.string(), v.number()])), undefined),
  startDate: v.fallback(v.optional(v.union([v.string(), v.number()])), undefined),
});

export const requestedDateOf = (search: {
  fromDate?: string | number | undefined;
  startDate?: string | number | undefined;
}): string | null => {
  const value = search.fromDate ?? search.startDate;
  return value === undefined ? null : String(value);
};
