import { describe, expect, test } from 'vitest';
import { assign, fromPromise, setup } from 'xstate';
import { machines } from '../machines/index.ts';
import { flowJson, flowMarkdown, functionsIn } from '../scripts/lib/flow-doc.ts';
import { duration, escapeText, toMermaid } from '../scripts/lib/mermaid.ts';

// Everything the diagrams must draw: nested, parallel and final states, an invoke, guards, actions,
// an eventless choice, a named delay and a transition from the machine itself.
const checkoutLike = setup({
  types: {
    context: {} as { tries: number },
    events: {} as { type: 'PAY' } | { type: 'RESET' } | { type: 'EDIT' },
  },
  actors: { authorise: fromPromise(async () => 'ok') },
  actions: {
    'count a try': assign({ tries: ({ context }) => context.tries + 1 }),
    'tell the bank': () => {},
  },
  guards: { 'card needs authentication': () => true },
  delays: { AUTH_TIMEOUT: 28 * 60 * 1000 },
}).createMachine({
  id: 'checkout',
  context: { tries: 0 },
  initial: 'form',
  on: { RESET: '.form' },
  states: {
    form: {
      description: 'Details: name; card.',
      on: { PAY: [{ guard: 'card needs authentication', target: 'paying' }, { target: 'placed' }] },
    },
    paying: {
      type: 'parallel',
      states: {
        bank: {
          initial: 'authorising',
          states: {
            authorising: {
              entry: 'count a try',
              invoke: { id: 'authorise', src: 'authorise', onDone: 'authorised', onError: 'refused' },
              after: { AUTH_TIMEOUT: 'refused' },
            },
            authorised: { type: 'final' },
            refused: { always: { target: '#checkout.form', actions: 'tell the bank' } },
          },
        },
        summary: { initial: 'shown', states: { shown: { on: { EDIT: 'editing' } }, editing: {} } },
      },
      onDone: 'placed',
    },
    placed: { type: 'final', description: 'The order is placed.' },
  },
});

describe('toMermaid', () => {
  const diagram = toMermaid(checkoutLike);
  const lines = diagram.split('\n').map((line) => line.trim());

  test('is a state diagram starting at the initial state', () => {
    expect(lines[0]).toBe('stateDiagram-v2');
    expect(lines).toContain('[*] --> form');
  });

  test('draws guarded alternatives, each with its guard', () => {
    expect(lines).toContain('form --> paying : PAY [card needs authentication]');
    expect(lines).toContain('form --> placed : PAY');
  });

  test('nests parallel regions, separated, each with its own initial state', () => {
    expect(lines).toContain('state "paying" as paying {');
    expect(lines).toContain('state "bank" as paying_bank {');
    expect(lines).toContain('[*] --> paying_bank_authorising');
    expect(lines.indexOf('--')).toBeGreaterThan(lines.indexOf('state "bank" as paying_bank {'));
    expect(lines.indexOf('--')).toBeLessThan(lines.indexOf('state "summary" as paying_summary {'));
  });

  test('labels invoke outcomes, named delays with their duration, eventless and done transitions', () => {
    expect(lines).toContain('paying_bank_authorising --> paying_bank_authorised : authorise done');
    expect(lines).toContain('paying_bank_authorising --> paying_bank_refused : authorise failed');
    expect(lines).toContain(
      'paying_bank_authorising --> paying_bank_refused : after AUTH_TIMEOUT (28 minutes)',
    );
    expect(lines).toContain('paying --> placed : done');
  });

  test('lists what a state invokes and does on entry', () => {
    expect(lines).toContain('paying_bank_authorising : invokes authorise');
    expect(lines).toContain('paying_bank_authorising : entry / count a try');
    expect(lines.filter((line) => line.startsWith('paying_bank_authorising :'))).toHaveLength(2);
  });

  test('draws an arrow in the innermost block holding both its ends', () => {
    const arrow = diagram.split('\n').find((line) => line.includes('paying_bank_refused --> form'));
    expect(arrow).toBe('  paying_bank_refused --> form : always / tell the bank');
    const inner = diagram
      .split('\n')
      .find((line) => line.includes('--> paying_bank_refused : authorise failed'));
    expect(inner?.startsWith('      ')).toBe(true);
  });

  test('ends final states and turns descriptions into notes, escaping what Mermaid would parse', () => {
    expect(lines).toContain('placed --> [*]');
    expect(lines).toContain('paying_bank_authorised --> [*]');
    expect(diagram).toContain('note right of form\n    Details#58; name#59; card.\n  end note');
  });

  test('notes what the machine does in any state', () => {
    expect(diagram).toContain('note left of form\n    In any state:\n    RESET → form\n  end note');
  });
});

describe('diagram text', () => {
  test.each([
    ['a: b; c', 'a#58; b#59; c'],
    ['"quoted" #1', '#quot;quoted#quot; #35;1'],
  ])('%s is written %s', (text, escaped) => {
    expect(escapeText(text)).toBe(escaped);
  });

  test.each([
    [86_400_000, '1 day'],
    [1_680_000, '28 minutes'],
    [7_200_000, '2 hours'],
    [30_000, '30 seconds'],
    [500, '500 ms'],
    [1_500, '1500 ms'],
  ])('%i ms reads %s', (ms, text) => {
    expect(duration(ms)).toBe(text);
  });

  test('a configuration with inline implementations is reported, since JSON would drop them', () => {
    expect(functionsIn({ on: { GO: { actions: [() => {}], target: 'b' } } })).toEqual([
      'config.on.GO.actions[0]',
    ]);
  });
});

const docs = import.meta.glob<string>('../docs/flows/*.{md,json}', {
  query: '?raw',
  import: 'default',
  eager: true,
});

describe.each(Object.entries(machines))('docs/flows for %s', (id, entry) => {
  test('are what `npm run flows` writes today', () => {
    const stale = 'is out of date: run `npm run flows`';
    expect(docs[`../docs/flows/${id}.md`], `docs/flows/${id}.md ${stale}`).toBe(flowMarkdown(id, entry));
    expect(docs[`../docs/flows/${id}.json`], `docs/flows/${id}.json ${stale}`).toBe(flowJson(entry.machine));
  });
});
