import { TextField, type TextFieldProps } from './TextField.tsx';

export interface EmailFieldProps extends Omit<TextFieldProps, 'label' | 'type' | 'onChange'> {
  /** The field's label; 'Email address' unless told otherwise. */
  label?: string;
  onChange: (value: string) => void;
}

/**
 * An email address field: the email keyboard, the browser's saved address offered, and no spelling check,
 * capitals or correction on what is typed.
 */
export function EmailField({ label = 'Email address', onChange, ...field }: EmailFieldProps) {
  return (
    <TextField
      label={label}
      type="email"
      name="email"
      autoComplete="email"
      inputMode="email"
      spellCheck={false}
      autoCapitalize="none"
      onChange={(event) => onChange(event.target.value)}
      {...field}
    />
  );
}
