/**
 * How shoppers reach Customer Care (doc 1 §8 "Fallback page", doc 2 §2 the checkout header's help
 * number, doc 2 §8 "Please contact Customer Care on {phone} for assistance.").
 */

/** The help line, as printed. */
export const CUSTOMER_CARE_PHONE = '0800 188 884';

/** 'tel:0800188884' from '0800 188 884': digits and a leading + only. */
export function phoneHref(phone: string): string {
  return `tel:${phone.replace(/(?!^\+)[^\d]/g, '')}`;
}
