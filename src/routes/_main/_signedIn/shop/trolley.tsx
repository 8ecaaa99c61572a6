import { createFileRoute } from '@tanstack/react-router';
import { TrolleyPage } from '../../../../features/trolley/TrolleyPage.tsx';

/**
 * The trolley page (doc 2 §2 shop/trolley); its title is 'My Trolley' (src/domain/page-titles.ts). It needs
 * sign-in (doc 1 §2.4, doc 2 §6): a signed-out visitor goes to login and comes back here. The header's
 * trolley count and the product pods' trolley work without it.
 */
export const Route = createFileRoute('/_main/_signedIn/shop/trolley')({
  component: TrolleyPage,
});
