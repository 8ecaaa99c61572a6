import { useSuspenseQueries } from '@tanstack/react-query';
import { HomeView } from './HomeView.tsx';
import { entertainingQueryOptions, groceriesQueryOptions } from './home.queries.ts';

/** The home route's view: reads what the loader put in the cache. */
export function HomePage() {
  const [groceries, entertaining] = useSuspenseQueries({
    queries: [groceriesQueryOptions(), entertainingQueryOptions()],
  });
  return <HomeView groceries={groceries.data} entertaining={entertaining.data} />;
}
