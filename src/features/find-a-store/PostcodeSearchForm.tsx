import { type FormEvent, useId, useRef, useState } from 'react';
import { validateUkPostcode } from '../../domain/postcode.ts';
import { Button } from '../../ui/Button.tsx';
import styles from './FindAStore.module.css';

export interface PostcodeSearchFormProps {
  /** What the field starts with: the postcode in the page's address. */
  initialValue: string;
  /** A problem with `initialValue` found elsewhere (the address, or the branches service). */
  initialError?: string | undefined;
  /** Called with the normalised postcode ('RG12 1EN') of a valid search. */
  onSearch: (postcode: string) => void;
}

/**
 * The postcode search: checked here for a quick answer ('Invalid UK postcode', doc 1 §5), checked again by
 * the branches service. What was typed stays in the field when it is refused.
 */
export function PostcodeSearchForm({ initialValue, initialError, onSearch }: PostcodeSearchFormProps) {
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [value, setValue] = useState(initialValue);
  const [error, setError] = useState<string | undefined>(undefined);
  // The outside problem belongs to the postcode it was found for; editing the field retires it.
  const shownError = error ?? (value === initialValue ? initialError : undefined);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = validateUkPostcode(value);
    if (!checked.valid) {
      setError(checked.message);
      input.current?.focus();
      return;
    }
    setError(undefined);
    setValue(checked.postcode);
    onSearch(checked.postcode);
  }

  return (
    <search>
      <form className={styles.form} aria-label="Find a store" onSubmit={submit} noValidate>
        <label htmlFor={inputId} className={styles.label}>
          Postcode
        </label>
        <p id={hintId} className={styles.hint}>
          For example, RG12 1EN
        </p>
        <div className={styles.formRow}>
          <input
            ref={input}
            id={inputId}
            className={styles.input}
            type="text"
            name="postcode"
            autoComplete="postal-code"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={16}
            value={value}
            onChange={(event) => {
              setValue(event.target.value);
              setError(undefined);
            }}
            aria-invalid={shownError ? true : undefined}
            aria-describedby={shownError ? `${errorId} ${hintId}` : hintId}
          />
          <Button type="submit">Find stores</Button>
        </div>
        {shownError && (
          <p id={errorId} className={styles.error}>
            {shownError}
          </p>
        )}
      </form>
    </search>
  );
}
