import { render } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useProductImpressions } from '../../../src/features/catalogue/use-product-impressions.ts';
import type { ProductImpression } from '../../../src/shop/product-analytics.ts';

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

function List({
  ids,
  listId = 'list',
  report,
}: {
  ids: string[];
  listId?: string;
  report: (impression: ProductImpression) => void;
}) {
  const list = useRef<HTMLUListElement>(null);
  useProductImpressions({
    list,
    listId,
    impressions: ids.map((id, index) => impression(id, index + 1)),
    report,
  });
  return (
    <ul ref={list}>
      {ids.map((id) => (
        <li key={id} data-line-number={id}>
          {id}
        </li>
      ))}
    </ul>
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
    const a = container.querySelector('[data-line-number="a"]') as Element;
    const b = container.querySelector('[data-line-number="b"]') as Element;
    expect(observer.targets).toEqual(new Set([a, b]));

    observer.callback([{ target: a, isIntersecting: true, intersectionRatio: 0.3 }]);
    expect(report).not.toHaveBeenCalled();
    observer.callback([{ target: a, isIntersecting: true, intersectionRatio: 0.6 }]);
    expect(report).toHaveBeenCalledWith(impression('a', 1));
    expect(observer.targets).toEqual(new Set([b]));
    observer.callback([{ target: a, isIntersecting: true, intersectionRatio: 1 }]);
    expect(report).toHaveBeenCalledTimes(1);
  });

  it('watches the pods that Load more adds, without reporting again those already seen', () => {
    const observers = fakeObserver();
    const report = vi.fn();
    const { container, rerender } = render(<List ids={['a']} report={report} />);
    const a = () => container.querySelector('[data-line-number="a"]') as Element;
    observers.at(-1)?.callback([{ target: a(), isIntersecting: true, intersectionRatio: 1 }]);

    rerender(<List ids={['a', 'b']} report={report} />);
    const observer = observers.at(-1);
    const b = container.querySelector('[data-line-number="b"]') as Element;
    expect(observer?.targets).toEqual(new Set([a(), b]));
    observer?.callback([
      { target: a(), isIntersecting: true, intersectionRatio: 1 },
      { target: b, isIntersecting: true, intersectionRatio: 1 },
    ]);
    expect(report.mock.calls).toEqual([[impression('a', 1)], [impression('b', 2)]]);
  });

  it('sees a new list anew', () => {
    const observers = fakeObserver();
    const report = vi.fn();
    const { container, rerender } = render(<List ids={['a']} report={report} />);
    const a = () => container.querySelector('[data-line-number="a"]') as Element;
    observers.at(-1)?.callback([{ target: a(), isIntersecting: true, intersectionRatio: 1 }]);

    rerender(<List ids={['a']} listId="other" report={report} />);
    observers.at(-1)?.callback([{ target: a(), isIntersecting: true, intersectionRatio: 1 }]);
    expect(report).toHaveBeenCalledTimes(2);
  });
});
