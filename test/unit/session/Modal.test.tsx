import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Button } from '../../../src/ui/Button.tsx';
import { Modal } from '../../../src/ui/Modal.tsx';

function Page({ closable = true }: { closable?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <a href="#elsewhere">Elsewhere</a>
      <Modal
        open={open}
        title="Remove this address?"
        {...(closable && { onClose: () => setOpen(false) })}
        actions={
          <>
            <Button onClick={() => setOpen(false)}>Remove</Button>
            <Button variant="secondary" onClick={() => setOpen(false)}>
              Keep
            </Button>
          </>
        }
      >
        <p>It will no longer be offered for delivery.</p>
      </Modal>
    </>
  );
}

describe('Modal (src/ui)', () => {
  it('is a modal dialog named by its title and described by its text', async () => {
    render(<Page />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove this address?' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('It will no longer be offered for delivery.');
  });

  it('moves focus to its first action, keeps it inside, and gives it back when it closes', async () => {
    const user = userEvent.setup();
    render(<Page />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await user.click(opener);
    expect(screen.getByRole('button', { name: 'Remove' })).toHaveFocus();

    await user.tab();
    expect(screen.getByRole('button', { name: 'Keep' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Remove' }), 'Tab wraps around').toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Close' }), 'Shift+Tab wraps back').toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
  });

  it('makes the rest of the page inert while open', async () => {
    const { container } = render(<Page />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(container).toHaveAttribute('inert');
    await userEvent.click(screen.getByRole('button', { name: 'Keep' }));
    expect(container).not.toHaveAttribute('inert');
  });

  it('closes on a click outside it', async () => {
    render(<Page />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    const overlay = screen.getByRole('dialog').parentElement as HTMLElement;
    await userEvent.click(overlay);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('without onClose, cannot be closed: no close button, Escape and outside clicks do nothing', async () => {
    render(<Page closable={false} />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('dialog').parentElement as HTMLElement);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
