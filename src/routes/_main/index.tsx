import { createFileRoute } from '@tanstack/react-router';
import { RouteError } from '../../app/RouteError.tsx';
import { HomePage } from '../../features/home/HomePage.tsx';
import { HomePending } from '../../features/home/HomePending.tsx';
import { entertainingQueryOptions, groceriesQueryOptions } from '../../features/home/home.queries.ts';
import { loadHomeShelves } from '../../features/home/home-parts.ts';

export const Route = createFileRoute('/_main/')({
  loader: async ({ context: { queryClient } }) => {
    await Promise.all([
      queryClient.ensureQueryData(groceriesQueryOptions()),
      queryClient.ensureQueryData(entertainingQueryOptions()),
      loadHomeShelves(queryClient),
    ]);
  },
  pendingComponent: HomePending,
  errorComponent: RouteError,
  component: HomePage,
});
