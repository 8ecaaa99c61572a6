import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useScrollThresholds } from '../../../src/features/header/use-scroll-thresholds.ts';

function Probe() {
  const { condensed, backToTop } = useScrollThresholds();
  return <p>{`condensed ${condensed}, back to top ${backToTop}`}</p>;
}

let frames: FrameRequestCallback[] = [];

function scrollTo(y: number) {
  act(() => {
    window.scrollY = y;
    window.dispatchEvent(new Event('scroll'));
  });
}

function nextFrame() {
  act(() => {
    const pending = frames;
    frames = [];
    for (const frame of pending) frame(performance.now());
  });
}

beforeEach(() => {
  frames = [];
  vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
  vi.spyOn(window, 'cancelAnimationFrame').mockImplementation(() => {});
  window.scrollY = 0;
});

afterEach(() => {
  vi.restoreAllMocks();
  window.scrollY = 0;
});

describe('useScrollThresholds', () => {
  it.each([
    [0, 'condensed false, back to top false'],
    [150, 'condensed false, back to top false'],
    [151, 'condensed true, back to top false'],
    [600, 'condensed true, back to top false'],
    [601, 'condensed true, back to top true'],
  ])('at %s px: %s', (y, expected) => {
    render(<Probe />);
    scrollTo(y);
    nextFrame();
    expect(screen.getByText(expected)).toBeInTheDocument();
  });

  it('reads the scroll position once per frame, however many scroll events arrive', () => {
    render(<Probe />);
    scrollTo(200);
    scrollTo(700);
    scrollTo(800);
    expect(frames).toHaveLength(1);
    nextFrame();
    expect(screen.getByText('condensed true, back to top true')).toBeInTheDocument();
  });

  it('listens passively and stops listening when unmounted', () => {
    const add = vi.spyOn(window, 'addEventListener');
    const remove = vi.spyOn(window, 'removeEventListener');
    const { unmount } = render(<Probe />);
    expect(add).toHaveBeenCalledWith('scroll', expect.any(Function), { passive: true });
    unmount();
    expect(remove).toHaveBeenCalledWith('scroll', expect.any(Function));
  });
});
