/**
 * The merge rule of doc 1 §4 Startup and login and doc 2 §1: "a pending item is added; when units match the
 * quantities are combined, otherwise the quantity is adjusted by one unit increment in the direction of the
 * pending change." The server applies it to the anonymous trolley at sign-in
 * (src/server/services/trolley-merge.ts); the storefront to the add a signed-out shopper asked for before
 * signing in (src/shop/trolley/pending-add.ts).
 */
import {
  decreasedQuantity,
  increasedQuantity,
  quantityRule,
  roundForUnit,
  sanitiseQuantity,
} from './quantities.ts';

export interface Quantity {
  amount: number;
  uom: string;
}

export type MergeOutcome =
  | { action: 'add'; quantity: Quantity }
  | { action: 'set'; quantity: Quantity }
  | { action: 'remove' }
  | { action: 'keep' };

/**
 * The merge rule for one product: `existing` is the customer's line (null when the product is not in their
 * trolley), `pending` the anonymous trolley's. Combined quantities are capped at the unit's maximum. When
 * the units differ, the customer's line moves one step of its own unit: up for a pending amount above 0,
 * down for a pending 0 (a removal), and a step below the unit's minimum removes it.
 */
export function mergeQuantity(existing: Quantity | null, pending: Quantity): MergeOutcome {
  if (!existing) {
    const amount = sanitiseQuantity(pending.amount, pending.uom);
    return amount > 0 ? { action: 'add', quantity: { amount, uom: pending.uom } } : { action: 'keep' };
  }
  if (existing.uom === pending.uom) {
    const rule = quantityRule(existing.uom);
    const combined = Math.min(
      rule.max,
      roundForUnit(existing.amount + Math.max(0, pending.amount), existing.uom),
    );
    return combined === existing.amount
      ? { action: 'keep' }
      : { action: 'set', quantity: { amount: combined, uom: existing.uom } };
  }
  if (pending.amount > 0) {
    const next = increasedQuantity(existing.amount, existing.uom);
    return next === null || next === existing.amount
      ? { action: 'keep' }
      : { action: 'set', quantity: { amount: next, uom: existing.uom } };
  }
  const next = decreasedQuantity(existing.amount, existing.uom);
  return next === 0 ? { action: 'remove' } : { action: 'set', quantity: { amount: next, uom: existing.uom } };
}
