import { useLocation } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { isCheckoutPath } from '../../domain/routing.ts';
import { reportError } from '../../shop/door/error-reporting.ts';
import { ErrorBoundary } from '../errors/ErrorBoundary.tsx';
import { FallbackPage } from '../errors/FallbackPage.tsx';

/**
 * The error boundary around the main section (doc 1 §2.3): when the page inside breaks in a way its route
 * did not catch, the header and footer stay and the fallback page shows in the main area. Going to
 * another page clears it.
 */
export function MainBoundary({ children }: { children: ReactNode }) {
  const href = useLocation({ select: (location) => location.href });
  const pathname = useLocation({ select: (location) => location.pathname });
  return (
    <ErrorBoundary
      resetKey={href}
      onError={(error) => reportError(error, { caught: 'main' })}
      fallback={({ reset }) => <FallbackPage checkout={isCheckoutPath(pathname)} onRetry={reset} />}
    >
      {children}
    </ErrorBoundary>
  );
}
