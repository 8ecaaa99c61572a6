import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Filter } from '../../../src/api/catalogue.ts';
import { FiltersPanel } from '../../../src/features/catalogue/FiltersPanel.tsx';
import { filterGroupsView } from '../../../src/features/catalogue/product-list.view-model.ts';
import { availableInFilter, categoriesFilter, dietaryFilter } from './catalogue-data.ts';

const brands: Filter = {
  group: 'BRAND',
  label: 'Waitrose Brands',
  allowMultiple: true,
  deselectAllOptionsLabel: null,
  options: Array.from({ length: 14 }, (_, index) => ({
    filterTag: `BRAND:Brand ${index + 1}`,
    text: `Brand ${index + 1}`,
    value: `Brand ${index + 1}`,
    count: 20 - index,
    applied: false,
  })),
};

function renderPanel(refinements = { filterTags: ['LEADTIME:2'] as string[], category: '301' }) {
  const onToggle = vi.fn();
  const onDeselect = vi.fn();
  const groups = filterGroupsView(
    { filters: [dietaryFilter(), brands, availableInFilter], categoryLevelFilters: [categoriesFilter] },
    refinements,
  );
  render(<FiltersPanel groups={groups} onToggle={onToggle} onDeselect={onDeselect} />);
  return { onToggle, onDeselect };
}

// doc 3 §3 filters, §5 "Filter lists show 10 values, then a show-more control (up to 1000)".
describe('the filters panel', () => {
  it('lists Categories first, then the groups in the answer’s order, marked from the address', () => {
    renderPanel();
    expect(screen.getAllByRole('group').map((group) => group.querySelector('legend')?.textContent)).toEqual([
      'Categories',
      'Dietary',
      'Waitrose Brands',
      'Available in',
    ]);
    const categories = screen.getByRole('group', { name: 'Categories' });
    expect(within(categories).getByRole('radio', { name: 'Cream (20 products)' })).toBeChecked();
    expect(within(categories).getByRole('radio', { name: 'All Categories' })).not.toBeChecked();
    const availableIn = screen.getByRole('group', { name: 'Available in' });
    expect(within(availableIn).getByRole('radio', { name: '2 days (6 products)' })).toBeChecked();
    expect(within(availableIn).getByRole('radio', { name: 'Show all availability' })).not.toBeChecked();
  });

  it('shows 10 values, then Show more', async () => {
    renderPanel();
    const group = screen.getByRole('group', { name: 'Waitrose Brands' });
    expect(within(group).getAllByRole('checkbox')).toHaveLength(10);
    const more = within(group).getByRole('button', { name: 'Show more (4)' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(more);
    expect(within(group).getAllByRole('checkbox')).toHaveLength(14);
    expect(within(group).getByRole('button', { name: 'Show less' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('toggles a value, and deselects a single-choice group with its deselect option', async () => {
    const { onToggle, onDeselect } = renderPanel();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Vegan (30 products)' }));
    expect(onToggle).toHaveBeenCalledWith(
      expect.objectContaining({ group: 'DIETARY_AND_LIFESTYLE' }),
      expect.objectContaining({ value: 'DIETARY_AND_LIFESTYLE:Vegan', applied: false }),
    );
    await userEvent.click(screen.getByRole('radio', { name: 'Show all availability' }));
    expect(onDeselect).toHaveBeenCalledWith(expect.objectContaining({ group: 'LEADTIME' }));
  });
});
