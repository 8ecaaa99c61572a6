import * as v from 'valibot';

/** The API's money (doc 2 §3 "Money is an amount plus currencyCode"): an amount in pounds and its currency. */
export const moneySchema = v.object({ amount: v.number(), currencyCode: v.string() });
export type Money = v.InferOutput<typeof moneySchema>;
