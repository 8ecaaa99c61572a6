import { useCallback, useEffect, useRef } from 'react';
import { type ProductImpression, productImpressions } from '../../app/analytics/product-analytics.ts';
import { PRODUCT_VISIBILITY_THRESHOLD } from '../../domain/product-analytics.ts';

export type ReportImpression = (impression: ProductImpression) => void;

const reportToAnalytics: ReportImpression = (impression) =>
  productImpressions().send({ type: 'IMPRESSION', impression });

/**
 * Watches product pods come into view (half of a pod visible, doc 3 §9 "Visibility threshold 0.5") and
 * reports each product once per list: `watch(element, impression)` returns the function that stops
 * watching it. One IntersectionObserver serves the whole list. Browsers without one report nothing.
 */
export function useProductImpressions(listId: string, report: ReportImpression = reportToAnalytics) {
  const observer = useRef<IntersectionObserver | null>(null);
  const watched = useRef(new Map<Element, ProductImpression>());
  const seen = useRef(new Set<string>());
  const reportRef = useRef(report);
  reportRef.current = report;

  // A new list (another search, other filters) is seen anew.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the list's id is what resets what was seen
  useEffect(() => {
    seen.current = new Set();
  }, [listId]);

  useEffect(
    () => () => {
      observer.current?.disconnect();
      observer.current = null;
      watched.current.clear();
    },
    [],
  );

  return useCallback((element: Element, impression: ProductImpression) => {
    if (typeof IntersectionObserver === 'undefined') return () => {};
    observer.current ??= new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting || entry.intersectionRatio < PRODUCT_VISIBILITY_THRESHOLD) continue;
          const seenImpression = watched.current.get(entry.target);
          observer.current?.unobserve(entry.target);
          watched.current.delete(entry.target);
          if (!seenImpression || seen.current.has(seenImpression.id)) continue;
          seen.current.add(seenImpression.id);
          reportRef.current(seenImpression);
        }
      },
      { threshold: PRODUCT_VISIBILITY_THRESHOLD },
    );
    watched.current.set(element, impression);
    observer.current.observe(element);
    return () => {
      watched.current.delete(element);
      observer.current?.unobserve(element);
    };
  }, []);
}
