import { render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { HomePending } from '../../../src/features/home/HomePending.tsx';
import { SHOP_NAME } from '../../../src/ui/brand.ts';

it('greets the shopper and says the departments are loading', () => {
  render(<HomePending />);
  expect(screen.getByRole('heading', { level: 1, name: SHOP_NAME })).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent('Loading departments…');
  expect(screen.queryAllByRole('article')).toEqual([]);
});
