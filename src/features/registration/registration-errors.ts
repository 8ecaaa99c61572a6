import type { RegistrationField } from '../../domain/validation.ts';
import type { FormError } from '../../ui/FormErrorSummary.tsx';

/**
 * The error summary of a registration step: the message about the whole form first, then each field's,
 * linked to its input when the field is on this step (a server answer may name a field of the other step).
 */
export function registrationSummary(
  formError: string | null,
  fieldErrors: Partial<Record<RegistrationField, string>>,
  fieldIds: Partial<Record<RegistrationField, string>>,
): FormError[] {
  const fields = Object.entries(fieldErrors) as Array<[RegistrationField, string]>;
  return [
    ...(formError ? [{ message: formError }] : []),
    ...fields.map(([field, message]) => ({ message, fieldId: fieldIds[field] })),
  ];
}
