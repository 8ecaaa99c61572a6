import type { QueryClient } from '@tanstack/react-query';
import { notFound } from '@tanstack/react-router';
import { contentPageQueryOptions } from './content.queries.ts';
import { HELP_SECTION, helpPageName } from './help-pages.ts';
import type { LoadedHelpPage } from './help-route.ts';

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

/** The help index's loader (doc 3 §2 "help-information/*"). */
export function loadHelpIndex(queryClient: QueryClient): Promise<LoadedHelpPage> {
  return loadHelpPage(queryClient, HELP_SECTION);
}

/** A help page's loader, from the path below help-information (its splat). */
export function loadHelpPageAt(queryClient: QueryClient, splat: string | undefined): Promise<LoadedHelpPage> {
  return loadHelpPage(queryClient, helpPageName(splat));
}
