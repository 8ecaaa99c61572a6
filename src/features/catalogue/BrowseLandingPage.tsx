import { BrowsePage } from './BrowsePage.tsx';
import type { BrowsePageSearch } from './catalogue.search.ts';
import { useRefineInPlace } from './use-refine-in-place.ts';

/** A top-level browse page (groceries, entertaining, christmas): its categories as tiles, refined in place. */
export function BrowseLandingPage({ browsePath, search }: { browsePath: string; search: BrowsePageSearch }) {
  const refine = useRefineInPlace();
  return <BrowsePage browsePath={browsePath} search={search} landing onRefine={refine} />;
}
