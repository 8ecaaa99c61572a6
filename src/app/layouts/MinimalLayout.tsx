import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { footerQueryOptions } from '../../features/footer/footer.queries.ts';
import { MinimalFooter } from '../../features/footer/MinimalFooter.tsx';
import { MinimalHeader } from '../../features/header/MinimalHeader.tsx';
import styles from './Layout.module.css';
import { MainBoundary } from './MainBoundary.tsx';
import { PinBar } from './PinBar.tsx';
import { SkipLink } from './SkipLink.tsx';

/** The minimal layout (doc 1 §2.2, §2.3): reduced header and footer, no site banner. */
export function MinimalLayout({ children }: { children: ReactNode }) {
  const footer = useQuery(footerQueryOptions());
  return (
    <>
      <SkipLink />
      <MinimalHeader />
      <main id="main" tabIndex={-1} className={styles.minimalMain}>
        <MainBoundary>{children}</MainBoundary>
      </main>
      <PinBar />
      <MinimalFooter content={footer.data ?? null} />
    </>
  );
}
