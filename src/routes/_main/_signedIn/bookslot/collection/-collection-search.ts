import * as v from 'valibot';
import { slotSearchSchema } from '../-slot-search.ts';

/** The generic collection page may name its fulfilment type, which sends it to that page (doc 2 §2). */
export const collectionSearchSchema = v.object({
  ...slotSearchSchema.entries,
  fulfilmentType: v.fallback(v.optional(v.string()), undefined),
});
