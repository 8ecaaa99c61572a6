import { useState } from 'react';
import styles from './Field.module.css';
import { TextField, type TextFieldProps } from './TextField.tsx';

export interface PasswordFieldProps extends Omit<TextFieldProps, 'label' | 'type' | 'addOn' | 'onChange'> {
  /** The field's label; 'Password' unless told otherwise. */
  label?: string;
  autoComplete: 'current-password' | 'new-password';
  onChange: (value: string) => void;
}

/** A password input with a Show / Hide toggle ('Show password', 'Hide password' to assistive technology). */
export function PasswordField({ id, label = 'Password', onChange, ...props }: PasswordFieldProps) {
  const [shown, setShown] = useState(false);
  return (
    <TextField
      id={id}
      label={label}
      type={shown ? 'text' : 'password'}
      name="password"
      spellCheck={false}
      autoCapitalize="none"
      onChange={(event) => onChange(event.target.value)}
      {...props}
      addOn={
        <button
          type="button"
          className={styles.toggle}
          aria-controls={id}
          aria-label={`${shown ? 'Hide' : 'Show'} ${label.toLowerCase()}`}
          onClick={() => setShown((was) => !was)}
        >
          {shown ? 'Hide' : 'Show'}
        </button>
      }
    />
  );
}
