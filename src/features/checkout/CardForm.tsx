import { type FormEvent, useId, useState } from 'react';
import {
  type CardEntry,
  type CardEntryError,
  type CardEntryField,
  detectCardType,
  PAYMENT_CARD_TYPE_NAMES,
} from '../../domain/payment-cards.ts';
import { FormErrorSummary } from '../../ui/FormErrorSummary.tsx';
import { SelectField } from '../../ui/SelectField.tsx';
import { SubmitButton } from '../../ui/SubmitButton.tsx';
import { TextField } from '../../ui/TextField.tsx';
import styles from './Checkout.module.css';

export interface CardFormProps {
  /** What is wrong with the last entry sent (the browser's check or the payment service's). */
  errors: readonly CardEntryError[];
  /** The entry is with the payment service. */
  busy: boolean;
  submitLabel: string;
  /** A choice sent with the card, e.g. 'Save this card for next time'; none when null. */
  optionLabel: string | null;
  onSubmit(entry: CardEntry, option: boolean): void;
  /** Counts the submits, so the error summary takes the focus again on each. */
  submitCount: number;
}

const MONTHS = Array.from({ length: 12 }, (_, index) => String(index + 1).padStart(2, '0'));

/**
 * A new card (doc 1 §5, doc 2 §5): number, expiry, security code and name, with the card's type shown as it
 * is typed. What is typed stays here until it is sent; the checks are the domain's (cardEntryErrors), run
 * by the flow that receives the entry, and the entry goes to the payment service only.
 */
export function CardForm({ errors, busy, submitLabel, optionLabel, onSubmit, submitCount }: CardFormProps) {
  const id = useId();
  const [entry, setEntry] = useState<CardEntry>({
    cardNumber: '',
    expiryMonth: '',
    expiryYear: '',
    cvc: '',
    cardholderName: '',
  });
  const [option, setOption] = useState(false);
  const thisYear = new Date().getFullYear();
  const years = Array.from({ length: 16 }, (_, index) => String(thisYear + index));
  const type = detectCardType(entry.cardNumber);
  const fieldId = (field: CardEntryField | 'expiryMonth' | 'expiryYear') => `${id}-${field}`;
  const errorOf = (field: CardEntryField) => errors.find((error) => error.field === field)?.message;
  const set = (field: keyof CardEntry) => (event: { target: { value: string } }) =>
    setEntry((current) => ({ ...current, [field]: event.target.value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(entry, optionLabel !== null && option);
  };

  return (
    <form noValidate onSubmit={submit} aria-label="Card details">
      <FormErrorSummary
        errors={errors.map((error) => ({
          message: error.message,
          fieldId: error.field === 'expiryDate' ? fieldId('expiryMonth') : fieldId(error.field),
        }))}
        submitCount={submitCount}
      />
      <TextField
        id={fieldId('cardNumber')}
        label="Card number"
        inputMode="numeric"
        autoComplete="cc-number"
        value={entry.cardNumber}
        onChange={set('cardNumber')}
        error={errorOf('cardNumber')}
        hint={
          <span aria-live="polite" className={styles.cardType}>
            {type
              ? PAYMENT_CARD_TYPE_NAMES[type]
              : 'We take Visa, Mastercard, Maestro, American Express and our own cards'}
          </span>
        }
      />
      <fieldset className={styles.cards}>
        <legend>Expiry date</legend>
        <div className={styles.expiryRow}>
          <SelectField
            id={fieldId('expiryMonth')}
            label="Month"
            error={errorOf('expiryDate')}
            autoComplete="cc-exp-month"
            value={String(entry.expiryMonth)}
            onChange={set('expiryMonth')}
            options={[{ value: '', label: 'MM' }, ...MONTHS.map((month) => ({ value: month, label: month }))]}
          />
          <SelectField
            id={fieldId('expiryYear')}
            label="Year"
            autoComplete="cc-exp-year"
            value={String(entry.expiryYear)}
            onChange={set('expiryYear')}
            options={[{ value: '', label: 'YYYY' }, ...years.map((year) => ({ value: year, label: year }))]}
          />
        </div>
      </fieldset>
      <TextField
        id={fieldId('cvc')}
        label="Security code"
        hint="The last 3 digits on the back of the card (4 on the front of an American Express card)"
        inputMode="numeric"
        autoComplete="cc-csc"
        value={entry.cvc}
        onChange={set('cvc')}
        error={errorOf('cvc')}
      />
      <TextField
        id={fieldId('cardholderName')}
        label="Name on card"
        autoComplete="cc-name"
        value={entry.cardholderName}
        onChange={set('cardholderName')}
        error={errorOf('cardholderName')}
      />
      {optionLabel !== null && (
        <label className={styles.check}>
          <input type="checkbox" checked={option} onChange={(event) => setOption(event.target.checked)} />
          {optionLabel}
        </label>
      )}
      <SubmitButton busy={busy} busyLabel="Checking your card…">
        {submitLabel}
      </SubmitButton>
    </form>
  );
}
