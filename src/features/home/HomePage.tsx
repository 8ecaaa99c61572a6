import { useQuery } from '@tanstack/react-query';
import { HomePending } from './HomePending.tsx';
import { HomeView } from './HomeView.tsx';
import { entertainingQueryOptions, groceriesQueryOptions } from './home.queries.ts';

/**
 * The home route's view: reads what the loader put in the cache. Should a tree be missing, the page shows
 * as pending until it arrives, and a failure goes to the route's error view, as suspense would have it.
 * `useQuery` rather than the suspense hooks (issue 5): the shell uses it already, while the suspense hooks
 * would bring their own code, or the product page's chunk, into the home page's first script.
 */
export function HomePage() {
  const groceries = useQuery({ ...groceriesQueryOptions(), throwOnError: true });
  const entertaining = useQuery({ ...entertainingQueryOptions(), throwOnError: true });
  if (!groceries.data || !entertaining.data) return <HomePending />;
  return <HomeView groceries={groceries.data} entertaining={entertaining.data} />;
}
