import { render } from '@testing-library/react';
import { useCallback } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ProductImpression } from '../../../src/app/analytics/product-analytics.ts';
import { useProductImpressions } from '../../../src/features/catalogue/use-product-impressions.ts';

type Callback = (entries: Partial<IntersectionObserverEntry>[]) => void;

/** An IntersectionObserver the test drives. */
function fakeObserver() {
  const observers: {
    callback: Callback;
    options: IntersectionObserverInit | undefined;
    targets: Set<Element>;
  }[] = [];
  class FakeIntersectionObserver {
    targets = new Set<Element>();
    constructor(callback: Callback, options?: IntersectionObserverInit) {
      observers.push({ callback, options, targets: this.targets });
    }
    observe(target: Element) {
      this.targets.add(target);
    }
    unobserve(target: Element) {
      this.targets.delete(target);
    }
    disconnect() {
      this.targets.clear();
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  return observers;
}

const impression = (id: string, position: number): ProductImpression => ({
  id,
  name: id,
  brand: 'B',
  category: 'C',
  price: 1,
  list: 'search',
  position,
});

function List({ ids, report }: { ids: string[]; report: (impression: ProductImpression) => void }) {
  const watch = useProductImpressions('list', report);
  return (
    <ul>
      {ids.map((id, index) => (
        <Item key={id} id={id} position={index + 1} watch={watch} />
      ))}
    </ul>
  );
}

function Item({
  id,
  position,
  watch,
}: {
  id: string;
  position: number;
  watch: (element: Element, impression: ProductImpression) => () => void;
}) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: stable per id and place
  const ref = useCallback(
    (element: HTMLElement | null) => (element ? watch(element, impression(id, position)) : undefined),
    [id, position],
  );
  return (
    <li ref={ref} data-id={id}>
      {id}
    </li>
  );
}

afterEach(() => vi.unstubAllGlobals());

// doc 3 §9 "Visibility threshold 0.5".
describe('useProductImpressions', () => {
  it('reports each product once, when half of it is in view', () => {
    const observers = fakeObserver();
    const report = vi.fn();
    const { container } = render(<List ids={['a', 'b']} report={report} />);
    expect(observers).toHaveLength(1);
    const [observer] = observers;
    if (!observer) throw new Error('no observer');
    expect(observer.options).toEqual({ threshold: 0.5 });
    const a = container.querySelector('[data-id="a"]') as Element;
    const b = container.querySelector('[data-id="b"]') as Element;
    expect(observer.targets).toEqual(new Set([a, b]));

    observer.callback([{ target: a, isIntersecting: true, intersectionRatio: 0.3 }]);
    expect(report).not.toHaveBeenCalled();
    observer.callback([{ target: a, isIntersecting: true, intersectionRatio: 0.6 }]);
    expect(report).toHaveBeenCalledWith(impression('a', 1));
    expect(observer.targets).toEqual(new Set([b]));
    observer.callback([{ target: a, isIntersecting: true, intersectionRatio: 1 }]);
    expect(report).toHaveBeenCalledTimes(1);
  });
});
