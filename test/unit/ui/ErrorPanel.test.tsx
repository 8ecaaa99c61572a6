import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ErrorPanel } from '../../../src/ui/ErrorPanel.tsx';

describe('ErrorPanel', () => {
  it('is announced as an alert titled by its heading', () => {
    render(<ErrorPanel title="Sorry, something has gone wrong...">Please try again.</ErrorPanel>);
    const alert = screen.getByRole('alert', { name: 'Sorry, something has gone wrong...' });
    expect(alert).toHaveTextContent('Please try again.');
  });

  it('offers to try again only when it can', async () => {
    const onRetry = vi.fn();
    const { rerender } = render(<ErrorPanel title="Failed">Message</ErrorPanel>);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();

    rerender(
      <ErrorPanel title="Failed" onRetry={onRetry}>
        Message
      </ErrorPanel>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
