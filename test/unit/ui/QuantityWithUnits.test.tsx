import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { QuantityWithUnits } from '../../../src/ui/QuantityWithUnits.tsx';

// doc 2 §5, doc 3 §5: the stepper of the product's unit, and the kg/item switch for products sold both ways.
describe('the quantity control with units', () => {
  it('has no switch for a product sold one way', () => {
    render(
      <QuantityWithUnits
        productName="Milk"
        defaultUnit="C62"
        uoms={['C62']}
        amount={0}
        onChange={() => {}}
      />,
    );
    expect(screen.queryByRole('group', { name: /Buy Milk by/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Milk to trolley' })).toBeInTheDocument();
  });

  it('adds by the item or by the kilo, as the shopper chooses', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <QuantityWithUnits
        productName="Bananas"
        defaultUnit="C62"
        uoms={['C62', 'KGM']}
        amount={0}
        onChange={onChange}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Add Bananas to trolley' }));
    expect(onChange).toHaveBeenLastCalledWith({ amount: 1, uom: 'C62' });
    await user.click(screen.getByRole('radio', { name: 'kg' }));
    await user.click(screen.getByRole('button', { name: 'Add Bananas to trolley' }));
    expect(onChange).toHaveBeenLastCalledWith({ amount: 0.5, uom: 'KGM' });
  });

  it('steps in the unit of the line in the trolley, and switching asks for the other unit’s default', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <QuantityWithUnits
        productName="Bananas"
        defaultUnit="C62"
        uoms={['C62', 'KGM']}
        amount={1.5}
        amountUnit="KGM"
        onChange={onChange}
      />,
    );
    expect(screen.getByRole('radio', { name: 'kg' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Add 0.5kg more of Bananas' }));
    expect(onChange).toHaveBeenLastCalledWith({ amount: 2, uom: 'KGM' });
    await user.click(screen.getByRole('radio', { name: 'Items' }));
    expect(onChange).toHaveBeenLastCalledWith({ amount: 1, uom: 'C62' });
  });

  it('sanitises a typed amount by the unit’s rules', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <QuantityWithUnits
        productName="Milk"
        defaultUnit="C62"
        amount={2}
        amountUnit="C62"
        onChange={onChange}
      />,
    );
    const field = screen.getByRole('textbox', { name: /Milk: quantity/ });
    await user.clear(field);
    await user.type(field, '12abc0{Enter}');
    expect(onChange).toHaveBeenLastCalledWith({ amount: 99, uom: 'C62' });
  });
});
