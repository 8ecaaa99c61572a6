import { type ReactNode, useState } from 'react';
import { FormActions } from './FormCard.tsx';
import { type FormError, FormErrorSummary } from './FormErrorSummary.tsx';
import { SubmitButton, whenNotBusy } from './SubmitButton.tsx';

/** What is wrong with each field of a form, by the form's own field names; a field with no error has none. */
export type FieldErrors<TField extends string> = Partial<Record<TField, string | undefined>>;

/**
 * A form's error summary: the message about the whole form first, then each field's, linked to its input
 * when the field has one on this page (a server answer may name a field the page does not show).
 */
export function summaryOf<TField extends string>(
  formError: string | null | undefined,
  fieldErrors: FieldErrors<TField>,
  fieldIds: Partial<Record<TField, string>>,
): FormError[] {
  const fields = Object.entries(fieldErrors) as Array<[TField, string | undefined]>;
  return [
    ...(formError ? [{ message: formError }] : []),
    ...fields.flatMap(([field, message]) => (message ? [{ message, fieldId: fieldIds[field] }] : [])),
  ];
}

export interface SummarisedFormProps<TField extends string> {
  /** What is wrong with the whole form (the server's answer), listed first. */
  formError?: string | null | undefined;
  fieldErrors: FieldErrors<TField>;
  /** The inputs' ids, for the summary's links. */
  fieldIds: Partial<Record<TField, string>>;
  /** The form has been sent and its answer is awaited: a submit meanwhile is ignored. */
  busy: boolean;
  /** What the submit button says meanwhile, e.g. 'Signing in...'. */
  busyLabel: string;
  submitLabel: ReactNode;
  /** Each submit while not busy. */
  onSubmit: () => void;
  /** Beside the submit button: where else to go (Back, 'Forgotten your password?'). */
  actions?: ReactNode;
  /** Above the summary until the first submit: what the page was sent with (an error in its address). */
  arrivalNotice?: ReactNode;
  /** Between the summary and the form: what to do about the summary's message. */
  afterSummary?: ReactNode;
  /** The fields. */
  children: ReactNode;
}

/**
 * A form checked on submit (doc 1 §5), with its error summary at the top: every submit that still finds
 * errors moves the focus to the summary again, and a submit while the answer is awaited is ignored.
 */
export function SummarisedForm<TField extends string>({
  formError,
  fieldErrors,
  fieldIds,
  busy,
  busyLabel,
  submitLabel,
  onSubmit,
  actions,
  arrivalNotice,
  afterSummary,
  children,
}: SummarisedFormProps<TField>) {
  const [submitCount, setSubmitCount] = useState(0);
  const submit = () => {
    setSubmitCount((count) => count + 1);
    onSubmit();
  };
  return (
    <>
      {submitCount === 0 && arrivalNotice}
      <FormErrorSummary errors={summaryOf(formError, fieldErrors, fieldIds)} submitCount={submitCount} />
      {afterSummary}
      <form noValidate onSubmit={whenNotBusy(busy, submit)}>
        {children}
        <FormActions>
          <SubmitButton busy={busy} busyLabel={busyLabel}>
            {submitLabel}
          </SubmitButton>
          {actions}
        </FormActions>
      </form>
    </>
  );
}
