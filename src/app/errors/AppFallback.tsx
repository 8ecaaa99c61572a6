import { isCheckoutPath } from '../../domain/routing.ts';
import styles from './errors.module.css';
import { FallbackPage } from './FallbackPage.tsx';

/**
 * The top-level error boundary's page (doc 1 §2.3): the whole app failed, so there is no header or router
 * to rely on; the address says whether it was the checkout, and reloading is the way on.
 */
export function AppFallback() {
  return (
    <main id="main" tabIndex={-1} className={styles.standalone}>
      <FallbackPage
        checkout={isCheckoutPath(window.location.pathname)}
        onRetry={() => window.location.reload()}
        retryLabel="Reload page"
      />
    </main>
  );
}
