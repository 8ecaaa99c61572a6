/**
 * The units a shopper may choose between for a product (doc 3 §5): by the item or by the kilo, where the
 * product is sold both ways (its `weights.uoms` has both); otherwise none to choose, only its own unit.
 * (Re-exported by src/domain/quantities.ts, with the rest of the units' rules.)
 */
export function choosableUnits(uoms: readonly string[]): ('C62' | 'KGM')[] {
  return uoms.includes('C62') && uoms.includes('KGM') ? ['C62', 'KGM'] : [];
}
