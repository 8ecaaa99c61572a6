import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * The answers a server-rendered page was made from, carried in the page as
 * `<script id="server-state" type="application/json">` (src/app/server-render.tsx writes it, main.tsx puts
 * them back in the browser's cache before hydrating). Only answers that arrived are carried, each with when.
 */
export const SERVER_STATE_ELEMENT_ID = 'server-state';

interface CachedAnswer {
  key: QueryKey;
  data: unknown;
  /** When the answer arrived (ms since the epoch): the browser judges its freshness from it. */
  at: number;
}

/** The cache's answers as JSON that cannot end the <script> element it is in: `<` is written as `\u003c`. */
export function serialisedAnswers(queryClient: QueryClient): string {
  const answers: CachedAnswer[] = queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.status === 'success')
    .map((query) => ({ key: query.queryKey, data: query.state.data, at: query.state.dataUpdatedAt }));
  return JSON.stringify(answers).replaceAll('<', '\\u003c');
}

/**
 * Puts the answers the server rendered the page from into the browser's cache; false on a page the server
 * did not render.
 */
export function restoreServerAnswers(queryClient: QueryClient, document: Document): boolean {
  const text = document.getElementById(SERVER_STATE_ELEMENT_ID)?.textContent;
  if (!text) return false;
  let answers: CachedAnswer[];
  try {
    answers = JSON.parse(text) as CachedAnswer[];
  } catch {
    return false;
  }
  for (const { key, data, at } of answers) queryClient.setQueryData(key, data, { updatedAt: at });
  return true;
}
