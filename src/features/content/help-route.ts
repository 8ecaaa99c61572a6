/**
 * What the help routes' head reads (doc 3 §8). Their loader is in help-route.loader.ts: it loads with the
 * page, not with the app's first script (issue 15).
 */
export interface LoadedHelpPage {
  name: string;
  title: string;
  description: string | undefined;
  noIndex: boolean;
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
