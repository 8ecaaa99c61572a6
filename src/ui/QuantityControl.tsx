import { type FormEvent, useId, useState } from 'react';
import {
  decreasedQuantity,
  formatQuantity,
  increasedQuantity,
  type QuantityUnit,
  quantityRule,
  sanitiseQuantity,
  spokenQuantity,
} from '../domain/quantities.ts';
import { Button } from './Button.tsx';
import styles from './QuantityControl.module.css';
import { VisuallyHidden } from './VisuallyHidden.tsx';

export interface QuantityControlProps {
  /** Names what the buttons act on: 'Add Essential Milk'. */
  productName: string;
  unit: QuantityUnit;
  /** How much is wanted now; 0 when none (the control shows 'Add'). */
  amount: number;
  /** The new amount (0 for none), always within the unit's rules (doc 2 §5, doc 3 §5). */
  onChange: (amount: number) => void;
  disabled?: boolean;
}

/**
 * Add, then − / amount / + per the unit of measure's rules: items step by one up to 99, kilograms by half
 * a kilo with one decimal, and so on (src/domain/quantities.ts). A typed amount is sanitised when it is
 * committed (Enter or leaving the field).
 */
export function QuantityControl({
  productName,
  unit,
  amount,
  onChange,
  disabled = false,
}: QuantityControlProps) {
  const rule = quantityRule(unit);
  const inputId = useId();
  // What is typed, until it is committed; null shows the amount.
  const [typed, setTyped] = useState<string | null>(null);

  if (!(amount > 0)) {
    return (
      <Button
        className={styles.add}
        block
        disabled={disabled}
        aria-label={`Add ${productName} to trolley`}
        onClick={() => onChange(rule.defaultAmount)}
      >
        Add
      </Button>
    );
  }

  const increased = increasedQuantity(amount, unit);
  const commit = () => {
    if (typed === null) return;
    setTyped(null);
    const next = sanitiseQuantity(typed, unit);
    if (next !== amount) onChange(next);
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    commit();
  };

  return (
    <form className={styles.control} onSubmit={onSubmit} aria-label={`Quantity of ${productName}`}>
      <button
        type="button"
        className={styles.step}
        disabled={disabled}
        aria-label={`Remove ${formatQuantity(rule.step, unit)} of ${productName}`}
        onClick={() => onChange(decreasedQuantity(amount, unit))}
      >
        <span aria-hidden="true">−</span>
      </button>
      <label htmlFor={inputId} className={styles.label}>
        <VisuallyHidden>
          {productName}: quantity in {rule.spokenUnit.other}
        </VisuallyHidden>
        <input
          id={inputId}
          className={styles.input}
          inputMode={rule.allowFractional ? 'decimal' : 'numeric'}
          autoComplete="off"
          disabled={disabled}
          value={typed ?? String(amount)}
          onChange={(event) => setTyped(event.target.value)}
          onBlur={commit}
          aria-describedby={`${inputId}-amount`}
        />
        {rule.symbol && (
          <span className={styles.symbol} aria-hidden="true">
            {rule.symbol}
          </span>
        )}
      </label>
      <span id={`${inputId}-amount`} hidden>
        {spokenQuantity(amount, unit)}
      </span>
      <button
        type="button"
        className={styles.step}
        disabled={disabled || increased === null}
        aria-label={`Add ${formatQuantity(rule.step, unit)} more of ${productName}`}
        onClick={() => increased !== null && onChange(increased)}
      >
        <span aria-hidden="true">+</span>
      </button>
    </form>
  );
}
