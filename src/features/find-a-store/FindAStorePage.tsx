import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useMemo } from 'react';
import { invalidPostcodeMessage, type Weekday } from '../../api/branches.ts';
import { BranchResults } from './BranchResults.tsx';
import styles from './FindAStore.module.css';
import { branchesQueryOptions } from './find-a-store.queries.ts';
import { londonWeekday } from './opening-hours.ts';
import { PostcodeSearchForm } from './PostcodeSearchForm.tsx';
import { postcodeQuery } from './postcode-query.ts';

export interface FindAStorePageProps {
  /** The postcode in the page's address, as it is there. */
  postcode: string | undefined;
  /** Searches for a (normalised) postcode: puts it in the page's address. */
  onSearch: (postcode: string) => void;
  /** Today in London; the real day unless a test says otherwise. */
  today?: Weekday;
}

/** Find a store (doc 3 §2): search branches by postcode; each with its address, phone, services and hours. */
export function FindAStorePage({ postcode, onSearch, today }: FindAStorePageProps) {
  const search = postcodeQuery(postcode);
  const searched = search.kind === 'search' ? search.postcode : undefined;
  const day = useMemo(() => today ?? londonWeekday(Date.now()), [today]);
  // A postcode that is not one (in the address) is never sent; the form says why.
  const query = useQuery({ ...branchesQueryOptions(searched), enabled: search.kind !== 'invalid' });
  // The branches service is the authority on postcodes: its refusal shows on the field, like the form's own.
  const formError = search.kind === 'invalid' ? search.message : invalidPostcodeMessage(query.error);

  return (
    <div className={styles.page}>
      <header className={styles.intro}>
        <h1 className={styles.title}>Find a store</h1>
        <p className={styles.lead}>
          Search by postcode for your nearest shops, their opening hours and the collection services they
          offer.
        </p>
      </header>
      <PostcodeSearchForm
        key={postcode ?? ''}
        initialValue={search.kind === 'invalid' ? search.typed : (searched ?? '')}
        initialError={formError}
        onSearch={onSearch}
      />
      {search.kind !== 'all' && (
        <p className={styles.showAll}>
          <Link to="/find-a-store">Show all stores</Link>
        </p>
      )}
      {search.kind !== 'invalid' && <BranchResults postcode={searched} query={query} today={day} />}
    </div>
  );
}
