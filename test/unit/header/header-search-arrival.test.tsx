import { act, fireEvent, waitFor } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { answered, box, optionTexts, renderSearch } from './header-search-harness.tsx';

// The moment the shop arrives while the shopper is typing: the box goes from the plain form's to the
// machine's. In a file of its own: the box's view of the machine, once loaded, stays loaded for the rest of
// a file, and here it must load as the shop arrives.
afterEach(() => localStorage.clear());

/** A key typed as the browser types it: into what the box holds at that moment, outside React's act. */
function typeKey(input: HTMLInputElement, key: string) {
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  setValue?.call(input, input.value + key);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

it('loses no key typed just as the machine starts, before the box has shown it', async () => {
  const { services, requests, arriveNow } = await renderSearch({ history: null, shop: 'arriving' });
  const read = services.history.read;
  // The machine reads the history as it starts: the keys come straight after.
  const started = new Promise<void>((resolve) => {
    services.history.read = () => {
      resolve();
      return read();
    };
  });
  const input = box();
  act(() => input.focus());
  fireEvent.change(input, { target: { value: 'o' } });

  arriveNow();
  await started;
  typeKey(input, 'r');
  typeKey(input, 'g');

  await waitFor(() => expect(box()).toHaveValue('org'));
  const request = await answered(requests, 1);
  expect(request.term).toBe('org');
  act(() => request.answer(['Organic milk']));
  await waitFor(() => expect(optionTexts()).toEqual(['Organic milk']));
});
