import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import styles from '../../../src/ui/Button.module.css';
import { Button, buttonClassName } from '../../../src/ui/Button.tsx';

describe('Button', () => {
  it('is a plain button unless told otherwise, so it never submits a form by accident', () => {
    render(
      <form>
        <Button>Add</Button>
        <Button type="submit">Save</Button>
      </form>,
    );
    expect(screen.getByRole('button', { name: 'Add' })).toHaveAttribute('type', 'button');
    expect(screen.getByRole('button', { name: 'Save' })).toHaveAttribute('type', 'submit');
  });

  it('calls its handler when pressed, with the mouse or the keyboard', async () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Try again</Button>);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await userEvent.keyboard('{Enter}');
    expect(onClick).toHaveBeenCalledTimes(2);
  });

  it('does nothing when disabled', async () => {
    const onClick = vi.fn();
    render(
      <Button disabled onClick={onClick}>
        Checkout
      </Button>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Checkout' }));
    expect(onClick).not.toHaveBeenCalled();
  });

  it('passes other attributes on and keeps the caller’s class', () => {
    render(
      <Button aria-describedby="hint" className="extra" variant="secondary">
        More
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'More' });
    expect(button).toHaveAttribute('aria-describedby', 'hint');
    expect(button.className).toBe(`${buttonClassName({ variant: 'secondary' })} extra`);
  });

  it.each([
    [{}, ['button', 'primary']],
    [{ variant: 'secondary' }, ['button', 'secondary']],
    [{ variant: 'ghost', size: 'small' }, ['button', 'ghost', 'small']],
    [{ block: true }, ['button', 'primary', 'block']],
  ] as const)('looks %o', (look, classes) => {
    expect(buttonClassName(look)).toBe(classes.map((name) => styles[name]).join(' '));
  });
});
