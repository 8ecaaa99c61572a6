import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { invalidPostcodeMessage } from '../../api/branches.ts';
import { validateUkPostcode } from '../../domain/postcode.ts';
import type { BookableSlotType } from '../../domain/slot-booking.ts';
import { Button } from '../../ui/Button.tsx';
import { Notice } from '../../ui/Notice.tsx';
import styles from './slots.module.css';
import { collectionBranchesQueryOptions } from './slots.queries.ts';

export interface BranchSearchProps {
  slotType: BookableSlotType;
  selectedBranchId: number | null;
  onSelect: (branch: { branchId: number; branchName: string }) => void;
}

/** Collection: search branches by postcode and choose one that offers the service. */
export function BranchSearch({ slotType, selectedBranchId, onSelect }: BranchSearchProps) {
  const inputId = useId();
  const [typed, setTyped] = useState('');
  const [postcode, setPostcode] = useState<string | null>(null);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const search = useQuery(collectionBranchesQueryOptions(postcode));
  const offers = (services: { groceriesCollection: boolean; entertainingCollection: boolean }) =>
    slotType === 'GROCERY_COLLECTION' ? services.groceriesCollection : services.entertainingCollection;
  const branches = (search.data?.branches ?? []).filter((branch) => offers(branch.services));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = validateUkPostcode(typed);
    if (!result.valid) {
      setFieldError(result.message);
      return;
    }
    setFieldError(null);
    setPostcode(result.postcode);
  };

  const serverMessage = search.error ? invalidPostcodeMessage(search.error) : undefined;
  return (
    <section className={styles.section} aria-labelledby={`${inputId}-heading`}>
      <h2 id={`${inputId}-heading`} className={styles.subheading}>
        Choose a branch
      </h2>
      <form className={styles.row} onSubmit={submit} noValidate>
        <label htmlFor={inputId}>Postcode</label>
        <input
          id={inputId}
          name="postcode"
          value={typed}
          autoComplete="postal-code"
          aria-invalid={fieldError !== null}
          onChange={(event) => setTyped(event.target.value)}
        />
        <Button type="submit" size="small">
          Find branches
        </Button>
      </form>
      {fieldError && <Notice severity="ERROR">{fieldError}</Notice>}
      {serverMessage && <Notice severity="ERROR">{serverMessage}</Notice>}
      {search.error && !serverMessage && (
        <Notice severity="ERROR">Sorry, we could not find branches just now. Please try again.</Notice>
      )}
      {search.isFetching && <p role="status">Finding branches…</p>}
      {postcode && search.data && branches.length === 0 && (
        <p role="status">No branch near {postcode} offers this collection service.</p>
      )}
      {branches.length > 0 && (
        <ul className={styles.branches} aria-label="Branches">
          {branches.map((branch) => {
            const selected = branch.id === selectedBranchId;
            return (
              <li key={branch.id} className={`${styles.branch} ${selected ? styles.branchSelected : ''}`}>
                <span>
                  <strong>{branch.name}</strong>
                  <br />
                  <span className={styles.muted}>
                    {branch.postcode}
                    {branch.distanceMiles !== null && ` · ${branch.distanceMiles} miles`}
                  </span>
                </span>
                <Button
                  size="small"
                  variant={selected ? 'secondary' : 'primary'}
                  aria-pressed={selected}
                  aria-label={`Collect from ${branch.name}`}
                  onClick={() => onSelect({ branchId: branch.id, branchName: branch.name })}
                >
                  {selected ? 'Chosen' : 'Choose'}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
