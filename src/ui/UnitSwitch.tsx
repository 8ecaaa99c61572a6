import { useId } from 'react';
import type { QuantityUnit } from '../domain/quantities.ts';
import styles from './UnitSwitch.module.css';

/** How a unit reads on the switch. */
const UNIT_LABELS: Record<QuantityUnit, string> = { C62: 'Items', KGM: 'kg', GRM: 'g', LBR: 'lb' };

export interface UnitSwitchProps {
  productName: string;
  units: readonly QuantityUnit[];
  unit: QuantityUnit;
  onChange: (unit: QuantityUnit) => void;
}

/** Buy by the item or by weight, for products sold both ways (doc 3 §5 "Quantity per unit of measure"). */
export function UnitSwitch({ productName, units, unit, onChange }: UnitSwitchProps) {
  const name = useId();
  return (
    <fieldset className={styles.switch}>
      <legend>Buy {productName} by</legend>
      {units.map((option) => (
        <label key={option} className={styles.option}>
          <input
            type="radio"
            name={name}
            value={option}
            checked={option === unit}
            onChange={() => onChange(option)}
          />
          <span>{UNIT_LABELS[option]}</span>
        </label>
      ))}
    </fieldset>
  );
}
