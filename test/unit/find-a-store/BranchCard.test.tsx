import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { BranchCard } from '../../../src/features/find-a-store/BranchCard.tsx';
import { bracknell, kensington, windsor } from './branch-data.ts';

describe('a branch in find-a-store', () => {
  it('shows its name, address, phone as a tel: link, distance and services', () => {
    render(<BranchCard branch={bracknell} today="Monday" />);
    const card = screen.getByRole('article', { name: 'Bracknell' });
    expect(within(card).getByRole('heading', { level: 3, name: 'Bracknell' })).toBeInTheDocument();
    expect(card.querySelector('address')).toHaveTextContent('Charles SquareBracknellRG12 1EN');
    expect(within(card).getByRole('link', { name: '01632 960651' })).toHaveAttribute(
      'href',
      'tel:01632960651',
    );
    expect(within(card).getByText('0.3 miles away')).toBeInTheDocument();
    const services = within(card).getByRole('list', { name: 'Services' });
    expect(
      within(services)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Groceries collection', 'Entertaining collection']);
  });

  it('highlights today’s hours, and has the week’s hours in a disclosure with today marked', async () => {
    render(<BranchCard branch={bracknell} today="Sunday" />);
    expect(screen.getByText('Open today').parentElement).toHaveTextContent('Open today 10am – 4pm');

    const summary = screen.getByText('Opening hours', { selector: 'summary' });
    expect(summary.closest('details')).not.toHaveAttribute('open');
    await userEvent.click(summary);
    const week = screen.getByRole('table', { name: 'Opening hours for Bracknell' });
    const rows = within(week).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Monday7:30am – 9pm',
      'Tuesday7:30am – 9pm',
      'Wednesday7:30am – 9pm',
      'Thursday7:30am – 9pm',
      'Friday7:30am – 9pm',
      'Saturday7:30am – 9pm',
      'Sunday (today)10am – 4pm',
    ]);
  });

  it('says when the branch is closed today', () => {
    render(<BranchCard branch={windsor} today="Sunday" />);
    expect(screen.getByText('Closed today')).toBeInTheDocument();
    expect(screen.queryByText('Open today')).not.toBeInTheDocument();
  });

  it('has no distance without a searched postcode, and says when there is no collection service', () => {
    render(<BranchCard branch={kensington} today="Monday" />);
    expect(screen.queryByText(/miles? away/)).not.toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Services' })).not.toBeInTheDocument();
    expect(screen.getByText('No collection service at this shop')).toBeInTheDocument();
  });
});
