import { expect, test } from 'vitest';
import type { AnyStateMachine } from 'xstate';
import {
  assertFullCoverage,
  type MachineModel,
  modelPaths,
  type Replay,
  replayPath,
  unknownInvariantKeys,
} from './walk-machine.ts';

/**
 * Registers a machine's model tests in the current `describe`: one test per generated path, then the
 * coverage test, which fails when some state or transition of the definition is on no path.
 */
export function testMachineModel<TMachine extends AnyStateMachine>(model: MachineModel<TMachine>): void {
  const paths = modelPaths(model);
  const replays: Replay[] = [];

  test('every invariant names a state of the machine', () => {
    expect(unknownInvariantKeys(model)).toEqual([]);
  });

  test.each(paths)('$description', async (path) => {
    replays.push(await replayPath(model, path));
  });

  test('the paths reach every state and every transition', () => {
    expect(replays, 'every path must replay before coverage counts').toHaveLength(paths.length);
    assertFullCoverage(model.machine, replays);
  });
}
