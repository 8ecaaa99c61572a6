import { queryOptions } from '@tanstack/react-query';
import { getSiteBanner } from '../../api/site-banner.ts';

/** Kept like the footer: notices change rarely, and a failure only means no banner (it never holds a page). */
export function siteBannerQueryOptions() {
  return queryOptions({
    queryKey: ['content', 'site-banner'],
    queryFn: ({ signal }) => getSiteBanner(signal),
    staleTime: 5 * 60 * 1000,
    retry: 1,
  });
}
