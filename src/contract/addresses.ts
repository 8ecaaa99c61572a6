import * as v from 'valibot';
import { failureSchema, fieldFailureSchema } from './failures.ts';

/**
 * The address book answers (doc 1 §3 Address, §7.3; docs/api/addresses.md): the graph's `addresses` and
 * `addAddress`, and the REST address service's address, options, countries and refusals.
 */

const nullableString = v.nullable(v.string());

/** An address as the book answers it (doc 1 §3 Address). */
export const addressSchema = v.object({
  id: v.string(),
  line1: v.string(),
  line2: nullableString,
  line3: nullableString,
  town: nullableString,
  region: nullableString,
  country: v.string(),
  postalCode: v.string(),
  addressStatus: v.string(),
  isContactAddress: v.boolean(),
  created: v.string(),
  uniqueDomesticAddressReferenceNumber: nullableString,
  suggestionId: nullableString,
  delivery: v.object({ customerNote: v.object({ value: nullableString }) }),
  addressee: v.object({
    title: nullableString,
    firstName: v.string(),
    lastName: v.string(),
    contactNumber: nullableString,
    modified: v.string(),
  }),
  /** The methods allowed on it: PUT and DELETE only while it may be altered. */
  options: v.array(v.string()),
  /** Used by a live slot booking or an order: cannot be edited or deleted. */
  inUse: v.boolean(),
});
export type Address = v.InferOutput<typeof addressSchema>;

export const addressesAnswerSchema = v.object({
  addresses: v.array(addressSchema),
  failures: v.array(failureSchema),
});
export type AddressesAnswer = v.InferOutput<typeof addressesAnswerSchema>;

export const addAddressAnswerSchema = v.object({
  address: v.nullable(addressSchema),
  failures: v.array(fieldFailureSchema),
});
export type AddAddressAnswer = v.InferOutput<typeof addAddressAnswerSchema>;

export const addressOptionsSchema = v.object({ options: v.array(v.string()) });
export type AddressOptions = v.InferOutput<typeof addressOptionsSchema>;

export const countriesSchema = v.object({
  defaultCountry: v.string(),
  countries: v.array(v.object({ code: v.string(), name: v.string() })),
});
export type Countries = v.InferOutput<typeof countriesSchema>;

/** A REST refusal: `{ message, type }`, plus every field's error for INVALID_ADDRESS. */
export const addressRefusalSchema = v.object({
  message: v.string(),
  type: v.string(),
  fieldErrors: v.optional(v.array(v.object({ field: v.string(), message: v.string() }))),
});
export type AddressRefusalAnswer = v.InferOutput<typeof addressRefusalSchema>;
