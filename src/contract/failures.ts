import * as v from 'valibot';

/**
 * What graph answers carry beside their data (doc 2 §7 "each answer carrying `failures {message type}`";
 * docs/api/trolley.md, docs/api/addresses.md): why a part of the call was refused.
 */

export const failureSchema = v.object({ message: v.string(), type: v.string() });
export type Failure = v.InferOutput<typeof failureSchema>;

/** A failure about one field of the input (addAddress), or the whole input when `field` is null. */
export const fieldFailureSchema = v.object({ ...failureSchema.entries, field: v.nullable(v.string()) });
export type FieldFailure = v.InferOutput<typeof fieldFailureSchema>;
