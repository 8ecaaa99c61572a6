import {
  selectFieldErrors,
  selectFormError,
  selectIsRegistering,
} from '../../../machines/registration.machine.ts';
import type { RegistrationField } from '../../domain/validation.ts';
import { SummarisedForm, type SummarisedFormProps } from '../../ui/SummarisedForm.tsx';
import { RegistrationFlowContext } from './registration-context.ts';

export type RegistrationFormProps = Omit<
  SummarisedFormProps<RegistrationField>,
  'formError' | 'fieldErrors' | 'busy' | 'busyLabel'
>;

/**
 * A registration step's form: the flow's errors in its summary (a field of the other step is listed
 * without a link), and a submit that waits while the account is being created.
 */
export function RegistrationForm(props: RegistrationFormProps) {
  const fieldErrors = RegistrationFlowContext.useSelector(selectFieldErrors);
  const formError = RegistrationFlowContext.useSelector(selectFormError);
  const registering = RegistrationFlowContext.useSelector(selectIsRegistering);
  return (
    <SummarisedForm
      formError={formError}
      fieldErrors={fieldErrors}
      busy={registering}
      busyLabel="Creating your account..."
      {...props}
    />
  );
}
