import { act, fireEvent, waitFor } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { answered, box, optionTexts, renderSearch } from './header-search-harness.tsx';
import { machinery } from './machinery-gate.ts';

// The moment the box's machinery arrives while the shopper is typing (issue 5: it loads when the box is
// first used). In a file of its own: the machinery, once loaded, stays loaded for the rest of a file.
vi.mock('../../../src/features/header/header-search-machinery.ts', async (importOriginal) => {
  await (await import('./machinery-gate.ts')).machinery.arrived;
  return importOriginal();
});

afterEach(() => localStorage.clear());

/** A key typed as the browser types it: into what the box holds at that moment, outside React's act. */
function typeKey(input: HTMLInputElement, key: string) {
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  setValue?.call(input, input.value + key);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

it('loses no key typed just as the machine starts, before the box has shown it', async () => {
  const { services, requests } = renderSearch({ history: null });
  const read = services.history.read;
  // The machine reads the history as it starts: the keys come straight after, before React renders again.
  const started = new Promise<void>((resolve) => {
    services.history.read = () => {
      resolve();
      return read();
    };
  });
  const input = box();
  act(() => input.focus());
  fireEvent.change(input, { target: { value: 'o' } });

  machinery.arrive();
  await started;
  typeKey(input, 'r');
  typeKey(input, 'g');

  await waitFor(() => expect(box()).toHaveValue('org'));
  const request = await answered(requests, 1);
  expect(request.term).toBe('org');
  act(() => request.answer(['Organic milk']));
  await waitFor(() => expect(optionTexts()).toEqual(['Organic milk']));
});
