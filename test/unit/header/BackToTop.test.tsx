import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BackToTop } from '../../../src/features/header/BackToTop.tsx';

let scrollTo: ReturnType<typeof vi.fn>;

function preferReducedMotion(reduce: boolean) {
  window.matchMedia = vi.fn().mockImplementation((query: string) => ({
    matches: reduce && query === '(prefers-reduced-motion: reduce)',
    media: query,
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
  }));
}

beforeEach(() => {
  scrollTo = vi.fn();
  window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
  preferReducedMotion(false);
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('BackToTop', () => {
  it('is not there until the page has scrolled past the offset', async () => {
    const { rerender } = render(<BackToTop visible={false} />);
    expect(screen.queryByRole('button', { name: 'Back to top' })).not.toBeInTheDocument();
    rerender(<BackToTop visible />);
    expect(await screen.findByRole('button', { name: 'Back to top' })).toBeInTheDocument();
    rerender(<BackToTop visible={false} />);
    expect(screen.queryByRole('button', { name: 'Back to top' })).not.toBeInTheDocument();
  });

  it('scrolls smoothly to the top and moves focus to the main content', async () => {
    render(
      <>
        <main id="main" tabIndex={-1}>
          content
        </main>
        <BackToTop visible />
      </>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Back to top' }));
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('jumps without animation when the shopper prefers less motion', async () => {
    preferReducedMotion(true);
    render(<BackToTop visible />);
    await userEvent.click(await screen.findByRole('button', { name: 'Back to top' }));
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'auto' });
  });

  it('makes a focus target focusable when it is not', async () => {
    render(
      <>
        <div id="content">content</div>
        <BackToTop visible focusTargetId="content" />
      </>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Back to top' }));
    expect(screen.getByText('content')).toHaveFocus();
    expect(screen.getByText('content')).toHaveAttribute('tabindex', '-1');
  });

  it('lets go of focus when there is no target', async () => {
    render(<BackToTop visible focusTargetId="missing" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Back to top' }));
    expect(document.body).toHaveFocus();
  });
});
