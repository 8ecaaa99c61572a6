import { afterEach, describe, expect, test, vi } from 'vitest';
import type { InspectionEvent } from 'xstate';

const { received, createBrowserInspector } = vi.hoisted(() => {
  const received: InspectionEvent[] = [];
  const createBrowserInspector = vi.fn(() => ({
    inspect: { next: (event: InspectionEvent) => received.push(event) },
  }));
  return { received, createBrowserInspector };
});
vi.mock('@statelyai/inspect', () => ({ createBrowserInspector }));

async function loadInspectorAt(path: string) {
  window.history.replaceState(null, '', path);
  vi.resetModules();
  return (await import('../../../src/shop/door/inspector.ts')).inspect;
}

const event = (type: string) => ({ type: '@xstate.event', event: { type } }) as unknown as InspectionEvent;

afterEach(() => {
  window.history.replaceState(null, '', '/');
  received.length = 0;
  createBrowserInspector.mockClear();
});

describe('the Stately inspector in development builds', () => {
  test('stays away without ?inspect', async () => {
    expect(await loadInspectorAt('/ecom/')).toBeUndefined();
    expect(createBrowserInspector).not.toHaveBeenCalled();
  });

  test('with ?inspect, opens once loaded and forwards every event, the early ones first', async () => {
    const inspect = await loadInspectorAt('/ecom/?inspect');
    if (!inspect) throw new Error('no inspection callback with ?inspect');

    inspect(event('EARLY'));
    await vi.waitFor(() => expect(createBrowserInspector).toHaveBeenCalledTimes(1));
    inspect(event('LATE'));

    expect(received.map((inspection) => (inspection as { event: { type: string } }).event.type)).toEqual([
      'EARLY',
      'LATE',
    ]);
  });
});
