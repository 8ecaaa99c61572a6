import { createFileRoute } from '@tanstack/react-router';
import { TrolleyPage } from '../../../features/trolley/TrolleyPage.tsx';

/** The trolley page (doc 2 §2 shop/trolley); its title is 'My Trolley' (src/domain/page-titles.ts). */
export const Route = createFileRoute('/_main/shop/trolley')({
  component: TrolleyPage,
});
