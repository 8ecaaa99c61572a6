import type { QueryClient } from '@tanstack/react-query';
import { notFound } from '@tanstack/react-router';

import { contentPageQueryOptions } from './content.queries.ts';

export interface LoadedHelpPage {
  name: string;
  title: string;
  description: string | undefined;
  noIndex: boolean;
}

/**
 * The loader of the help routes: the page in the cache before it renders, or the not-found page for a
 * name with no fragment (doc 3 §2 "Unknown paths show a not-found page", §8 page-not-found).
 */
export async function loadHelpPage(queryClient: QueryClient, name: string | null): Promise<LoadedHelpPage> {
  if (!name) throw notFound();
  const page = await queryClient.ensureQueryData(contentPageQueryOptions(name));
  if (!page) throw notFound();
  return { name, title: page.title, description: page.description, noIndex: page.noIndex };
}

/** The document title from the fragment, its description, and noindex for a not-indexed page (doc 3 §8). */
export function helpPageHead(loaded: LoadedHelpPage | undefined) {
  if (!loaded) return { meta: [{ name: 'robots', content: 'noindex' }] };
  return {
    meta: [
      { title: loaded.title },
      ...(loaded.description ? [{ name: 'description', content: loaded.description }] : []),
      ...(loaded.noIndex ? [{ name: 'robots', content: 'noindex' }] : []),
    ],
  };
}
