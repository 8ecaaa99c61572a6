import { type RefObject, useEffect, useRef } from 'react';
import { PRODUCT_VISIBILITY_THRESHOLD, type ProductImpression } from '../../domain/product-analytics.ts';

export type ReportImpression = (impression: ProductImpression) => void;

export interface ProductImpressionsProps {
  /** The list's element: its pods are the elements with a `data-line-number`. */
  list: RefObject<Element | null>;
  /** Changes when the list does (another search, other filters): its products are seen anew. */
  listId: string;
  /** The impression of each product on show (its id is the pod's line number). */
  impressions: readonly ProductImpression[];
  /** Reports a product seen: the shop's `reportProductImpression`. */
  report: ReportImpression;
}

/**
 * Watches a list's product pods come into view (half of a pod visible, doc 3 §9 "Visibility threshold
 * 0.5") and reports each product once per list. Pods are looked up in the list's element each time it
 * holds other products ('Load more'). Browsers without IntersectionObserver report nothing. This module
 * loads after a results page's first paint (ProductGrid.tsx); the shop's impressions actor batches them.
 */
export function useProductImpressions({ list, listId, impressions, report }: ProductImpressionsProps) {
  const seen = useRef({ listId, ids: new Set<string>() });
  if (seen.current.listId !== listId) seen.current = { listId, ids: new Set() };
  const current = useRef({ impressions, report });
  current.current = { impressions, report };
  const pods = impressions.map((impression) => impression.id).join(' ');

  // biome-ignore lint/correctness/useExhaustiveDependencies: the pods on show are what is watched
  useEffect(() => {
    const element = list.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting || entry.intersectionRatio < PRODUCT_VISIBILITY_THRESHOLD) continue;
          observer.unobserve(entry.target);
          const lineNumber = entry.target.getAttribute('data-line-number');
          const impression = current.current.impressions.find(({ id }) => id === lineNumber);
          if (!impression || seen.current.ids.has(impression.id)) continue;
          seen.current.ids.add(impression.id);
          current.current.report(impression);
        }
      },
      { threshold: PRODUCT_VISIBILITY_THRESHOLD },
    );
    for (const pod of element.querySelectorAll('[data-line-number]')) observer.observe(pod);
    return () => observer.disconnect();
  }, [list, listId, pods]);
}

/** The hook as a component, for a list that renders it once this module has loaded. */
export function ProductImpressions(props: ProductImpressionsProps): null {
  useProductImpressions(props);
  return null;
}
