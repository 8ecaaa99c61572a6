import { queryOptions } from '@tanstack/react-query';
import { getContentPage } from '../../api/on-demand-calls.ts';

/** Content changes rarely: a page is kept for 10 minutes. A missing page (null) is cached like any other. */
export const CONTENT_CACHE_MS = 10 * 60 * 1000;

export function contentPageQueryOptions(name: string) {
  return queryOptions({
    queryKey: ['content', 'page', name],
    queryFn: ({ signal }) => getContentPage(name, signal),
    staleTime: CONTENT_CACHE_MS,
  });
}
