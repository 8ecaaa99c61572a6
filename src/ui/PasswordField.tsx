import { useState } from 'react';
import styles from './Field.module.css';
import { TextField, type TextFieldProps } from './TextField.tsx';

export interface PasswordFieldProps extends Omit<TextFieldProps, 'type' | 'addOn'> {
  autoComplete: 'current-password' | 'new-password';
}

/** A password input with a Show / Hide toggle ('Show password', 'Hide password' to assistive technology). */
export function PasswordField({ id, ...props }: PasswordFieldProps) {
  const [shown, setShown] = useState(false);
  return (
    <TextField
      id={id}
      type={shown ? 'text' : 'password'}
      spellCheck={false}
      autoCapitalize="none"
      {...props}
      addOn={
        <button
          type="button"
          className={styles.toggle}
          aria-controls={id}
          aria-label={`${shown ? 'Hide' : 'Show'} ${props.label.toLowerCase()}`}
          onClick={() => setShown((was) => !was)}
        >
          {shown ? 'Hide' : 'Show'}
        </button>
      }
    />
  );
}
