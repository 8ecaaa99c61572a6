import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PasswordField } from '../../../src/ui/PasswordField.tsx';
import { SummarisedForm, summaryOf } from '../../../src/ui/SummarisedForm.tsx';

const FIELD = { password: 'test-password' } as const;

describe('summaryOf', () => {
  it('lists the form’s message first, then each field’s, linked when the field is on the page', () => {
    expect(
      summaryOf(
        'Something went wrong',
        { email: 'Enter an email', title: undefined, password: 'Too short' },
        {
          password: 'p',
        },
      ),
    ).toEqual([
      { message: 'Something went wrong' },
      { message: 'Enter an email', fieldId: undefined },
      { message: 'Too short', fieldId: 'p' },
    ]);
  });

  it('is empty with nothing wrong', () => {
    expect(summaryOf(null, { email: undefined }, { email: 'e' })).toEqual([]);
  });
});

describe('SummarisedForm', () => {
  it('shows the arrival notice until the first submit, then the summary, focused on every submit', async () => {
    const onSubmit = vi.fn();
    const { rerender } = render(
      <SummarisedForm
        fieldErrors={{}}
        fieldIds={FIELD}
        busy={false}
        busyLabel="Saving..."
        submitLabel="Save"
        onSubmit={onSubmit}
        arrivalNotice={<p>Your link has expired</p>}
      >
        <PasswordField id={FIELD.password} autoComplete="new-password" value="" onChange={() => {}} />
      </SummarisedForm>,
    );
    expect(screen.getByText('Your link has expired')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Your link has expired')).not.toBeInTheDocument();

    rerender(
      <SummarisedForm
        fieldErrors={{ password: 'Enter a password' }}
        fieldIds={FIELD}
        busy={false}
        busyLabel="Saving..."
        submitLabel="Save"
        onSubmit={onSubmit}
      >
        <PasswordField id={FIELD.password} autoComplete="new-password" value="" onChange={() => {}} />
      </SummarisedForm>,
    );
    const summary = screen.getByRole('alert');
    expect(summary).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Enter a password' })).toHaveAttribute(
      'href',
      `#${FIELD.password}`,
    );

    screen.getByLabelText('Password').focus();
    await userEvent.keyboard('{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(2);
    expect(summary).toHaveFocus();
  });

  it('ignores a submit while busy, and says so on the button', async () => {
    const onSubmit = vi.fn();
    render(
      <SummarisedForm
        fieldErrors={{}}
        fieldIds={{}}
        busy
        busyLabel="Saving..."
        submitLabel="Save"
        onSubmit={onSubmit}
        actions={<a href="/back">Back</a>}
      >
        <input aria-label="Name" />
      </SummarisedForm>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Saving...' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole('link', { name: 'Back' })).toBeInTheDocument();
  });
});

describe('PasswordField', () => {
  it('hands on the typed value, and shows and hides it with a toggle named after its label', async () => {
    const onChange = vi.fn();
    render(
      <PasswordField id="p" label="New password" autoComplete="new-password" value="" onChange={onChange} />,
    );
    const input = screen.getByLabelText('New password');
    expect(input).toHaveAttribute('type', 'password');
    expect(input).toHaveAttribute('name', 'password');
    await userEvent.type(input, 'x');
    expect(onChange).toHaveBeenCalledWith('x');
    await userEvent.click(screen.getByRole('button', { name: 'Show new password' }));
    expect(input).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Hide new password' })).toBeInTheDocument();
  });
});
