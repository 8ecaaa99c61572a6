import type { PackSize } from './sizes.ts';

export type PriceBase = 'kg' | 'litre' | 'each';

/**
 * How much of the profile's price base one priced quantity holds: a 6 pack of 150 g apples is 0.9 kg,
 * 500 ml of mayonnaise is 0.5 kg (sauces are priced as if water-dense).
 */
export function baseAmount(
  size: PackSize,
  base: PriceBase,
  itemWeight: number | undefined,
  label: string,
): number {
  if (base === 'each') {
    if (size.measure === 'count') return size.amount;
    // A bottle or tub among counted packs (a syrup among tablets) is one item.
    return itemWeight ? size.amount / itemWeight : 1;
  } else {
    if (size.measure !== 'count') return size.amount;
    if (itemWeight) return size.amount * itemWeight;
  }
  throw new Error(`${label}: size "${size.display}" does not fit a price per ${base} without an item weight`);
}

/** Rounds to what a shelf label would say: 79p, 85p, £2.39, £2.50, £9.99, £12.25, £59.99. */
export function shelfPrice(pence: number): number {
  if (pence < 100) {
    const rounded = Math.max(15, Math.round(pence / 5) * 5);
    return rounded % 10 === 0 ? rounded - 1 : rounded;
  }
  if (pence < 1000) {
    const rounded = Math.round(pence / 5) * 5;
    return rounded % 10 === 0 && (rounded / 10) % 3 !== 0 ? rounded - 1 : rounded;
  }
  if (pence < 5000) {
    const rounded = Math.round(pence / 25) * 25;
    return rounded % 50 === 0 ? rounded - 1 : rounded;
  }
  const rounded = Math.round(pence / 100) * 100;
  return (rounded / 100) % 2 === 0 ? rounded - 1 : rounded;
}

/** The comparison price shown under the price: per kg, 100g, litre, 100ml, 75cl, each, or per wash/roll. */
export function unitPrice(
  pricePence: number,
  size: PackSize,
  options: { per75cl?: boolean } = {},
): { unitPricePence: number; unitPriceUnit: string } {
  const per = (amount: number, unit: string) => ({
    unitPricePence: Math.max(1, Math.round(pricePence / amount)),
    unitPriceUnit: unit,
  });
  if (size.uom !== 'C62') return per(size.amount, 'kg');
  if (size.measure === 'kg')
    return size.amount < 0.1 ? per(size.amount * 10, '100g') : per(size.amount, 'kg');
  if (size.measure === 'litre') {
    if (options.per75cl) return per(size.amount / 0.75, '75cl');
    return size.amount < 0.1 ? per(size.amount * 10, '100ml') : per(size.amount, 'litre');
  }
  return per(size.amount, size.countUnit ?? 'each');
}
