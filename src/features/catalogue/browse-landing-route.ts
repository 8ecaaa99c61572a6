import { NotFoundPage } from '../not-found/NotFoundPage.tsx';
import { browsePageSearchSchema } from './catalogue.search.ts';
import type { CatalogueLoad } from './route-loaders.ts';

/**
 * What the top-level browse routes (groceries, entertaining, christmas; doc 3 §2) have in common but their
 * views: the search params, the loader and the not-found page. The views stay in the route files, so the
 * router plugin can move them to the page's own chunk.
 */
export function browseLandingRoute(browsePath: string) {
  return {
    validateSearch: browsePageSearchSchema,
    loader: async (load: CatalogueLoad) =>
      (await import('./route-loaders.ts')).loadBrowsePage(browsePath, load),
    notFoundComponent: NotFoundPage,
  };
}
