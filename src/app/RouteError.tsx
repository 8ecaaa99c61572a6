import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { type ErrorComponentProps, useLocation, useRouter } from '@tanstack/react-router';
import { TimeoutError } from 'ky';
import { useEffect } from 'react';
import { MODULE_COULD_NOT_BE_LOADED } from '../domain/asset-chunks.ts';
import { isCheckoutPath } from '../domain/routing.ts';
import { isModuleLoadError } from './errors/chunk-errors.ts';
import { FallbackPage } from './errors/FallbackPage.tsx';

/**
 * What a route shows when it could not be loaded or shown: the fallback page of doc 1 §8, with what went
 * wrong. Data that failed can be tried again (the route's loaders run again); a chunk that failed three
 * times already (doc 1 §8 'Module could not be loaded') needs the page reloaded. The router reports the
 * error (`defaultOnCatch` in src/app/router.ts).
 */
export function RouteError({ error }: ErrorComponentProps) {
  const router = useRouter();
  const checkout = isCheckoutPath(useLocation({ select: (location) => location.pathname }));
  const queryErrorResetBoundary = useQueryErrorResetBoundary();

  // Failed queries read with useSuspenseQuery must be reset, or they rethrow instead of refetching.
  useEffect(() => {
    queryErrorResetBoundary.reset();
  }, [queryErrorResetBoundary]);

  if (isModuleLoadError(error)) {
    return (
      <FallbackPage checkout={checkout} onRetry={() => window.location.reload()} retryLabel="Reload page">
        <p>{MODULE_COULD_NOT_BE_LOADED}</p>
        <p>{RELOAD_MESSAGE}</p>
      </FallbackPage>
    );
  }
  return (
    <FallbackPage checkout={checkout} onRetry={() => router.invalidate()}>
      <p>{isConnectionProblem(error) ? CONNECTION_MESSAGE : GENERAL_MESSAGE}</p>
    </FallbackPage>
  );
}

const CONNECTION_MESSAGE = 'We could not reach the shop. Please check your connection and try again.';
const GENERAL_MESSAGE = 'We could not load this page. Please try again in a moment.';
const RELOAD_MESSAGE = 'Part of this page did not arrive. Please check your connection and reload the page.';

function isConnectionProblem(error: unknown): boolean {
  return (
    error instanceof TimeoutError || (error instanceof TypeError && /fetch|network/i.test(error.message))
  );
}
