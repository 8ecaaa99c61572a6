import { describe, expect, test } from 'vitest';
import { getStateNodes } from 'xstate/graph';
import { machines } from '../machines/index.ts';
import { functionsIn } from '../scripts/lib/flow-doc.ts';

// The rules of the house for machines (DESIGN §6), checked for every machine in the registry.
const machineFiles = Object.keys(import.meta.glob('../machines/*.machine.ts'));
const modelTests = Object.keys(import.meta.glob('./*.test.ts'));

test('every machine file is in the registry', () => {
  const registered = Object.keys(machines).map((id) => `../machines/${id}.machine.ts`);
  expect(machineFiles.filter((file) => !registered.includes(file))).toEqual([]);
});

test('machine ids are unique, so the inspector and the diagrams tell them apart', () => {
  const ids = Object.values(machines).map((entry) => entry.machine.id);
  expect(new Set(ids).size).toBe(ids.length);
});

describe.each(Object.entries(machines))('%s', (id, { machine }) => {
  test(`lives in machines/${id}.machine.ts and is walked by model-tests/${id}.test.ts`, () => {
    expect(machineFiles).toContain(`../machines/${id}.machine.ts`);
    expect(modelTests).toContain(`./${id}.test.ts`);
  });

  test('refers to its guards, actions, actors and delays by name', () => {
    expect(functionsIn(machine.config)).toEqual([]);
  });

  test('gives every invoke an explicit id and every delay a name', () => {
    const nodes = getStateNodes(machine.root);
    const invokes = nodes.flatMap((node) => [node.config.invoke ?? []].flat());
    expect(invokes.filter((invoke) => typeof invoke !== 'object' || !invoke.id)).toEqual([]);
    const delays = nodes.flatMap((node) => node.after.map((transition) => transition.delay));
    expect(delays.filter((delay) => typeof delay !== 'string')).toEqual([]);
  });
});
