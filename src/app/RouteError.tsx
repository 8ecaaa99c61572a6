import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { type ErrorComponentProps, useRouter } from '@tanstack/react-router';
import { TimeoutError } from 'ky';
import { useEffect } from 'react';
import { ErrorPanel } from '../ui/ErrorPanel.tsx';

/**
 * What a route shows when its data could not be loaded: the fallback wording of doc 1 §8 and a
 * Try again that runs the route's loaders again.
 */
export function RouteError({ error }: ErrorComponentProps) {
  const router = useRouter();
  const queryErrorResetBoundary = useQueryErrorResetBoundary();

  // Failed queries read with useSuspenseQuery must be reset, or they rethrow instead of refetching.
  useEffect(() => {
    queryErrorResetBoundary.reset();
  }, [queryErrorResetBoundary]);

  return (
    <ErrorPanel title="Sorry, something has gone wrong..." onRetry={() => router.invalidate()}>
      <p>{isConnectionProblem(error) ? CONNECTION_MESSAGE : GENERAL_MESSAGE}</p>
    </ErrorPanel>
  );
}

const CONNECTION_MESSAGE = 'We could not reach the shop. Please check your connection and try again.';
const GENERAL_MESSAGE = 'We could not load this page. Please try again in a moment.';

function isConnectionProblem(error: unknown): boolean {
  return (
    error instanceof TimeoutError || (error instanceof TypeError && /fetch|network/i.test(error.message))
  );
}
