import { createFileRoute } from '@tanstack/react-router';
import { TrafficCheckBlockPage } from '../app/errors/TrafficCheckBlockPage.tsx';

/** doc 1 §2.2: /ecom/tra-check-block, a top-level page outside the shell. */
export const Route = createFileRoute('/tra-check-block')({
  component: TrafficCheckBlockPage,
});
