import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { AppFallback } from '../../../src/app/errors/AppFallback.tsx';
import { ErrorBoundary } from '../../../src/app/errors/ErrorBoundary.tsx';
import { FallbackPage } from '../../../src/app/errors/FallbackPage.tsx';

describe('the fallback page (doc 1 §8, doc 2 §8)', () => {
  it('says something went wrong and offers the way home', () => {
    render(<FallbackPage checkout={false} />);
    const alert = screen.getByRole('alert', { name: 'Sorry, something has gone wrong...' });
    expect(within(alert).getByRole('heading', { level: 1 })).toHaveTextContent(
      'Sorry, something has gone wrong...',
    );
    expect(within(alert).getByRole('link', { name: 'Go to the home page' })).toHaveAttribute(
      'href',
      '/ecom/',
    );
    expect(alert).not.toHaveTextContent('problem with your order');
  });

  it('on checkout, adds the order problem and the Customer Care line', () => {
    render(<FallbackPage checkout />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(
      'There may be a problem with your order that is preventing you from checking out.',
    );
    expect(alert).toHaveTextContent('Please contact Customer Care on 0800 188 884 for assistance.');
    expect(within(alert).getByRole('link', { name: '0800 188 884' })).toHaveAttribute(
      'href',
      'tel:0800188884',
    );
  });

  it('offers to try again when it can', async () => {
    const retry = vi.fn();
    render(<FallbackPage checkout={false} onRetry={retry} retryLabel="Reload page" />);
    await userEvent.click(screen.getByRole('button', { name: 'Reload page' }));
    expect(retry).toHaveBeenCalledOnce();
  });

  it('at the top level, stands alone as the main content', () => {
    render(<AppFallback />);
    expect(within(screen.getByRole('main')).getByRole('alert')).toHaveTextContent(
      'Sorry, something has gone wrong...',
    );
    expect(screen.getByRole('button', { name: 'Reload page' })).toBeInTheDocument();
  });
});

function Exploding({ when }: { when: boolean }) {
  if (when) throw new Error('The page broke');
  return <p>The page</p>;
}

describe('an error boundary (doc 1 §2.3)', () => {
  function Page({ onError }: { onError: () => void }) {
    const [broken, setBroken] = useState(false);
    const [address, setAddress] = useState('/ecom/a');
    return (
      <>
        <button type="button" onClick={() => setBroken(true)}>
          Break
        </button>
        <button
          type="button"
          onClick={() => {
            setBroken(false);
            setAddress('/ecom/b');
          }}
        >
          Go elsewhere
        </button>
        <ErrorBoundary
          resetKey={address}
          onError={onError}
          fallback={({ reset }) => (
            <FallbackPage
              checkout={false}
              onRetry={() => {
                setBroken(false);
                reset();
              }}
            />
          )}
        >
          <Exploding when={broken} />
        </ErrorBoundary>
      </>
    );
  }

  it('shows the fallback page instead of what threw, reports it, and recovers', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const onError = vi.fn();
    render(<Page onError={onError} />);
    expect(screen.getByText('The page')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Break' }));
    expect(screen.getByRole('alert', { name: 'Sorry, something has gone wrong...' })).toBeInTheDocument();
    expect(onError).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'The page broke' }),
      expect.anything(),
    );

    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByText('The page')).toBeInTheDocument();
  });

  it('clears when the shopper moves to another page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<Page onError={() => {}} />);
    await userEvent.click(screen.getByRole('button', { name: 'Break' }));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Go elsewhere' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByText('The page')).toBeInTheDocument();
    vi.restoreAllMocks();
  });
});
