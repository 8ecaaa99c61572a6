import { useSelector } from '@xstate/react';
import { type FormEvent, useState } from 'react';
import {
  selectFieldErrors,
  selectFormError,
  selectIsBusy,
  selectModal,
  selectTarget,
  selectValues,
} from '../../../machines/address-book.machine.ts';
import {
  type AddressField,
  type AddressFormValues,
  addressPlaceholders,
  EMPTY_ADDRESS_FORM,
  formValuesOf,
  isUkLikeCountry,
} from '../../domain/addresses.ts';
import { COUNTRIES } from '../../domain/countries.ts';
import { TITLE_OPTIONS } from '../../domain/validation.ts';
import { Button } from '../../ui/Button.tsx';
import { type FormError, FormErrorSummary } from '../../ui/FormErrorSummary.tsx';
import { Modal } from '../../ui/Modal.tsx';
import { SelectField } from '../../ui/SelectField.tsx';
import { TextField } from '../../ui/TextField.tsx';
import styles from './Addresses.module.css';
import { useAddressBookActor } from './address-book.context.ts';

/** The id of each field's input, for labels and the error summary's links. */
export const ADDRESS_FIELD_IDS: Record<AddressField, string> = {
  title: 'address-title',
  firstName: 'address-first-name',
  lastName: 'address-last-name',
  contactNumber: 'address-contact-number',
  country: 'address-country',
  line1: 'address-line1',
  line2: 'address-line2',
  line3: 'address-line3',
  town: 'address-town',
  region: 'address-region',
  postalCode: 'address-postcode',
  deliveryNote: 'address-delivery-note',
};

/** The summary's order: the form's order. */
const FORM_ORDER: readonly AddressField[] = [
  'title',
  'firstName',
  'lastName',
  'contactNumber',
  'country',
  'line1',
  'line2',
  'line3',
  'town',
  'region',
  'postalCode',
  'deliveryNote',
];

const COUNTRY_OPTIONS = COUNTRIES.map((country) => ({ value: country.code, label: country.name }));

/** The add-address and edit-address modals (doc 1 §4 Address modals): open while the machine says so. */
export function AddressFormModal() {
  const actor = useAddressBookActor();
  const modal = useSelector(actor, selectModal);
  const target = useSelector(actor, selectTarget);
  if (modal !== 'add' && modal !== 'edit') return null;
  // A new form for each opening: what was typed before is not carried into another address.
  return <AddressForm key={modal === 'edit' ? `edit-${target?.id}` : 'add'} mode={modal} />;
}

function AddressForm({ mode }: { mode: 'add' | 'edit' }) {
  const actor = useAddressBookActor();
  const target = useSelector(actor, selectTarget);
  const kept = useSelector(actor, selectValues);
  const fieldErrors = useSelector(actor, selectFieldErrors);
  const formError = useSelector(actor, selectFormError);
  const busy = useSelector(actor, selectIsBusy);
  const [values, setValues] = useState<AddressFormValues>(
    () => kept ?? (mode === 'edit' && target ? formValuesOf(target) : EMPTY_ADDRESS_FORM),
  );
  const [makeContact, setMakeContact] = useState(false);
  const [submitCount, setSubmitCount] = useState(0);

  const placeholders = addressPlaceholders(values.country);
  const ukLike = isUkLikeCountry(values.country);
  const set = (field: AddressField) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));
  const field = (name: AddressField) => ({
    id: ADDRESS_FIELD_IDS[name],
    name,
    value: values[name],
    onChange: set(name),
    error: fieldErrors[name],
  });

  // The spec's messages alone ('Required') do not say which field: the summary names it.
  const labels: Record<AddressField, string> = {
    title: 'Title',
    firstName: 'First name',
    lastName: 'Last name',
    contactNumber: 'Contact number',
    country: 'Country',
    line1: placeholders.line1,
    line2: placeholders.line2,
    line3: placeholders.line3,
    town: placeholders.town,
    region: placeholders.region,
    postalCode: placeholders.postalCode,
    deliveryNote: 'Delivery instructions',
  };
  const summary: FormError[] = [
    ...(formError ? [{ message: formError }] : []),
    ...FORM_ORDER.flatMap((name) => {
      const message = fieldErrors[name];
      return message ? [{ message: `${labels[name]}: ${message}`, fieldId: ADDRESS_FIELD_IDS[name] }] : [];
    }),
  ];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setSubmitCount((count) => count + 1);
    actor.send({ type: 'SUBMIT', values, ...(mode === 'add' && { setContactAddress: makeContact }) });
  };

  return (
    <Modal
      open
      title={mode === 'add' ? 'Add a new address' : 'Edit address'}
      onClose={() => actor.send({ type: 'CLOSE' })}
    >
      <FormErrorSummary errors={summary} submitCount={submitCount} />
      <form noValidate onSubmit={submit} aria-label={mode === 'add' ? 'New address' : 'Address'}>
        <SelectField
          {...field('title')}
          label="Title (optional)"
          autoComplete="honorific-prefix"
          options={TITLE_OPTIONS}
        />
        <div className={styles.grid}>
          <TextField {...field('firstName')} label="First name" autoComplete="given-name" />
          <TextField {...field('lastName')} label="Last name" autoComplete="family-name" />
        </div>
        <TextField
          {...field('contactNumber')}
          label="Contact number (optional)"
          type="tel"
          autoComplete="tel"
        />
        <SelectField {...field('country')} label="Country" autoComplete="country" options={COUNTRY_OPTIONS} />
        <TextField
          {...field('line1')}
          label={placeholders.line1}
          placeholder={placeholders.line1}
          autoComplete="address-line1"
        />
        <TextField
          {...field('line2')}
          label={`${placeholders.line2} (optional)`}
          placeholder={placeholders.line2}
          autoComplete="address-line2"
        />
        <TextField
          {...field('line3')}
          label={`${placeholders.line3} (optional)`}
          placeholder={placeholders.line3}
          autoComplete="address-line3"
        />
        <div className={styles.grid}>
          <TextField
            {...field('town')}
            label={`${placeholders.town} (optional)`}
            placeholder={placeholders.town}
            autoComplete="address-level2"
          />
          <TextField
            {...field('region')}
            label={`${placeholders.region} (optional)`}
            placeholder={placeholders.region}
            autoComplete="address-level1"
          />
        </div>
        <TextField
          {...field('postalCode')}
          label={placeholders.postalCode}
          placeholder={placeholders.postalCode}
          autoComplete="postal-code"
          autoCapitalize={ukLike ? 'characters' : undefined}
        />
        <TextField {...field('deliveryNote')} label="Delivery instructions (optional)" />
        {mode === 'add' && (
          <label className={styles.checkbox}>
            <input
              type="checkbox"
              checked={makeContact}
              onChange={(event) => setMakeContact(event.target.checked)}
            />
            Make this my contact address
          </label>
        )}
        <div className={styles.buttons}>
          <Button type="submit" aria-disabled={busy || undefined}>
            {busy ? 'Saving…' : 'Save address'}
          </Button>
          <Button variant="secondary" onClick={() => actor.send({ type: 'CLOSE' })}>
            Cancel
          </Button>
        </div>
      </form>
    </Modal>
  );
}
