import type { UseQueryResult } from '@tanstack/react-query';
import { type BranchSearch, invalidPostcodeMessage, type Weekday } from '../../api/branches.ts';
import { Button } from '../../ui/Button.tsx';
import { BranchCard } from './BranchCard.tsx';
import styles from './FindAStore.module.css';

const PLACEHOLDER_CARDS = 3;

export interface BranchResultsProps {
  /** The searched (normalised) postcode, or undefined for every branch. */
  postcode: string | undefined;
  query: Pick<UseQueryResult<BranchSearch>, 'data' | 'error' | 'status' | 'isFetching' | 'refetch'>;
  today: Weekday;
}

/**
 * The branches for a postcode (nearest first) or every branch (A to Z), with their loading, error and
 * empty states. A postcode the service refused is said by the search form, not here.
 */
export function BranchResults({ postcode, query, today }: BranchResultsProps) {
  if (query.status === 'error' && invalidPostcodeMessage(query.error)) return null;
  return (
    <section
      className={styles.results}
      aria-labelledby="find-a-store-results"
      aria-busy={query.status === 'pending'}
    >
      <h2 id="find-a-store-results" className={styles.resultsTitle}>
        {postcode ? `Stores near ${postcode}` : 'All our stores'}
      </h2>
      <ResultsBody postcode={postcode} query={query} today={today} />
    </section>
  );
}

function ResultsBody({ postcode, query, today }: BranchResultsProps) {
  if (query.status === 'pending') {
    return (
      <>
        <p role="status" className={styles.status}>
          {postcode ? `Finding stores near ${postcode}…` : 'Finding our stores…'}
        </p>
        <div className={styles.list} aria-hidden="true">
          {Array.from({ length: PLACEHOLDER_CARDS }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders with no identity of their own.
            <div key={index} className={styles.skeletonCard} />
          ))}
        </div>
      </>
    );
  }
  if (query.status === 'error') {
    return (
      <div role="alert" className={styles.problem}>
        <p>Sorry, we couldn't load our stores. Please try again.</p>
        <Button variant="secondary" onClick={() => void query.refetch()} disabled={query.isFetching}>
          Try again
        </Button>
      </div>
    );
  }
  const branches = query.data?.branches ?? [];
  if (branches.length === 0) {
    return (
      <p role="status" className={styles.status}>
        Sorry, we couldn't find any stores.
      </p>
    );
  }
  return (
    <>
      <p role="status" className={styles.status}>
        {branches.length} {branches.length === 1 ? 'store' : 'stores'}
        {postcode ? ', nearest first' : ', A to Z'}
      </p>
      <ol className={styles.list}>
        {branches.map((branch) => (
          <li key={branch.id}>
            <BranchCard branch={branch} today={today} />
          </li>
        ))}
      </ol>
    </>
  );
}
