import { useState } from 'react';
import { choosableUnits, isQuantityUnit, type QuantityUnit, quantityRule } from '../domain/quantities.ts';
import { QuantityControl } from './QuantityControl.tsx';
import { UnitSwitch } from './UnitSwitch.tsx';

export interface WantedQuantity {
  amount: number;
  uom: QuantityUnit;
}

export interface QuantityWithUnitsProps {
  productName: string;
  /** The unit the product is sold in by default. */
  defaultUnit: string;
  /** `weights.uoms`: with both items and kg, the shopper may choose. */
  uoms?: readonly string[] | undefined;
  /** How much the shopper has (0: none), in `amountUnit`. */
  amount: number;
  amountUnit?: string | null | undefined;
  onChange: (quantity: WantedQuantity) => void;
  disabled?: boolean;
}

/**
 * The quantity control of a product (doc 2 §5, doc 3 §5): Add, then the stepper of its unit; and for
 * products sold both by the item and by weight, the switch between them. Switching a product already in
 * the trolley asks for the other unit's default amount.
 */
export function QuantityWithUnits({
  productName,
  defaultUnit,
  uoms = [],
  amount,
  amountUnit,
  onChange,
  disabled,
}: QuantityWithUnitsProps) {
  const units = choosableUnits(uoms);
  const [chosen, setChosen] = useState<QuantityUnit | null>(null);
  const inTrolley = amount > 0 && isQuantityUnit(amountUnit);
  const unit: QuantityUnit = inTrolley
    ? (amountUnit as QuantityUnit)
    : (chosen ?? (isQuantityUnit(defaultUnit) ? defaultUnit : 'C62'));

  const switchTo = (next: QuantityUnit) => {
    setChosen(next);
    if (inTrolley && next !== unit) onChange({ amount: quantityRule(next).defaultAmount, uom: next });
  };

  return (
    <>
      {units.length > 1 && (
        <UnitSwitch productName={productName} units={units} unit={unit} onChange={switchTo} />
      )}
      <QuantityControl
        productName={productName}
        unit={unit}
        amount={inTrolley || amountUnit === undefined || amountUnit === null ? amount : 0}
        onChange={(next) => onChange({ amount: next, uom: unit })}
        disabled={disabled ?? false}
      />
    </>
  );
}
