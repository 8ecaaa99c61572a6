import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { CUSTOMER_CARE_PHONE } from '../../domain/customer-care.ts';
import { footerQueryOptions } from '../../features/footer/footer.queries.ts';
import { MinimalFooter } from '../../features/footer/MinimalFooter.tsx';
import { MinimalHeader } from '../../features/header/MinimalHeader.tsx';
import styles from './Layout.module.css';
import { MainBoundary } from './MainBoundary.tsx';
import { SkipLink } from './SkipLink.tsx';

/**
 * The checkout's own layout (doc 2 §2): the logo, 'Secure Checkout' and the help line, no site banner and no
 * shop header, and its own error boundary, whose fallback names the order and Customer Care (doc 2 §8).
 * Moving into or out of it is a full page load (src/app/navigation/shell-navigation.ts).
 */
export function CheckoutLayout({ children }: { children: ReactNode }) {
  const footer = useQuery(footerQueryOptions());
  return (
    <>
      <SkipLink />
      <MinimalHeader secureCheckout helpPhone={CUSTOMER_CARE_PHONE} />
      <main id="main" tabIndex={-1} className={styles.checkoutMain}>
        <MainBoundary>{children}</MainBoundary>
      </main>
      <MinimalFooter content={footer.data ?? null} />
    </>
  );
}
