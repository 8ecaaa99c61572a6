import { describe, expect, test } from 'vitest';
import {
  type AnyStateMachine,
  assign,
  type DoneActorEvent,
  type ErrorActorEvent,
  fromPromise,
  setup,
} from 'xstate';
import { appBannerModel } from './app-banner.model.ts';
import { testMachineModel } from './support/test-machine-model.ts';
import {
  assertFullCoverage,
  type MachineModel,
  modelPaths,
  type Replay,
  replayPath,
  uncovered,
  unknownInvariantKeys,
} from './support/walk-machine.ts';

// A small machine with what later machines will have: nested and final states, an invoked promise,
// an eventless choice, a named delay and a transition out of a parent state.
const retryMachine = setup({
  types: {
    context: {} as { attempts: number },
    events: {} as
      | { type: 'START' }
      | { type: 'CANCEL' }
      | DoneActorEvent<string, 'load'>
      | ErrorActorEvent<unknown, 'load'>,
  },
  actors: { load: fromPromise<string>(async () => 'loaded') },
  actions: {
    'start counting': assign({ attempts: 0 }),
    'count an attempt': assign({ attempts: ({ context }) => context.attempts + 1 }),
  },
  guards: { 'has attempts left': ({ context }) => context.attempts < 2 },
  delays: { RETRY_DELAY: 1_000 },
}).createMachine({
  id: 'retry',
  context: { attempts: 0 },
  initial: 'idle',
  states: {
    idle: { on: { START: { target: 'working', actions: 'start counting' } } },
    working: {
      initial: 'loading',
      on: { CANCEL: 'idle' },
      states: {
        loading: {
          entry: 'count an attempt',
          invoke: { id: 'load', src: 'load', onDone: '#retry.loaded', onError: 'deciding' },
        },
        deciding: {
          always: [{ guard: 'has attempts left', target: 'waiting' }, { target: '#retry.failed' }],
        },
        waiting: { after: { RETRY_DELAY: 'loading' } },
      },
    },
    loaded: { type: 'final' },
    failed: { type: 'final' },
  },
});

const retryModel: MachineModel<typeof retryMachine> = {
  machine: retryMachine,
  events: [
    { type: 'START' },
    { type: 'CANCEL' },
    { type: 'xstate.done.actor.load', output: 'loaded', actorId: 'load' },
    { type: 'xstate.error.actor.load', error: new Error('offline'), actorId: 'load' },
  ],
  invariants: {
    'working.loading': (snapshot, { world }) => {
      expect(world.invocations.at(-1)).toMatchObject({ src: 'load', id: 'load' });
      expect(snapshot.context.attempts).toBeGreaterThan(0);
    },
    'working.waiting': (_snapshot, { world }) => {
      expect(world.timers()).toEqual([
        { event: 'xstate.after.RETRY_DELAY.retry.working.waiting', inMs: 1_000 },
      ]);
    },
    failed: (snapshot) => expect(snapshot.context.attempts).toBe(2),
  },
};

async function replayAll<TMachine extends AnyStateMachine>(
  model: MachineModel<TMachine>,
  keep: (description: string) => boolean = () => true,
) {
  const replays: Replay[] = [];
  for (const path of modelPaths(model).filter((candidate) => keep(candidate.description))) {
    replays.push(await replayPath(model, path));
  }
  return replays;
}

describe('walking a machine with nested states, an eventless choice and a delay', () => {
  testMachineModel(retryModel);
});

describe('the coverage check', () => {
  test('names the transition whose actor outcome the model leaves out', async () => {
    const withoutRefusedCookie = {
      ...appBannerModel,
      events: appBannerModel.events.filter((event) => event.type !== 'xstate.error.actor.rememberDismissal'),
    };
    const gap = uncovered(appBannerModel.machine, await replayAll(withoutRefusedCookie));

    expect(gap.states).toEqual([]);
    expect(gap.transitions.map((transition) => transition.label)).toEqual([
      'dismissing --xstate.error.actor.rememberDismissal--> dismissed',
    ]);
  });

  test('names the states and transitions that no kept path reaches', async () => {
    const replays = await replayAll(retryModel, (description) => !description.includes('CANCEL'));

    expect(() => assertFullCoverage(retryMachine, replays)).toThrow('transition working --CANCEL--> idle');
  });

  test('names the guarded alternative that no model outcome takes', async () => {
    const alwaysSucceeds = {
      ...retryModel,
      events: retryModel.events.filter((event) => event.type !== 'xstate.error.actor.load'),
    };
    const gap = uncovered(retryMachine, await replayAll(alwaysSucceeds));

    expect(gap.states).toEqual(['retry.working.deciding', 'retry.working.waiting', 'retry.failed']);
    expect(gap.transitions.map((transition) => transition.label)).toEqual([
      'working.loading --xstate.error.actor.load--> working.deciding',
      'working.deciding --always [has attempts left]--> working.waiting',
      'working.deciding --always--> failed',
      'working.waiting --xstate.after.RETRY_DELAY.retry.working.waiting--> working.loading',
    ]);
  });

  test('passes when every path is replayed', async () => {
    expect(() => assertFullCoverage(retryMachine, [])).toThrow();
    await expect(
      replayAll(retryModel).then((replays) => assertFullCoverage(retryMachine, replays)),
    ).resolves.toBe(undefined);
  });
});

describe('a replay', () => {
  test('fails at the step where an invariant does not hold, naming the path', async () => {
    const strict: typeof retryModel = {
      ...retryModel,
      invariants: { failed: () => expect('failed').toBe('never reached') },
    };
    const [failing] = modelPaths(strict).filter((path) => path.description.endsWith('⇒ failed'));
    if (!failing) throw new Error('the retry model has no path to failed');

    await expect(replayPath(strict, failing)).rejects.toThrow(
      /⇒ failed\n {2}at step \d+ .*invariant "failed" failed/,
    );
  });

  test('fails when the real actor leaves the path the graph predicted', async () => {
    // The replay runs the implementations it is given; here a guard that disagrees with the machine's.
    const drifting: typeof retryModel = {
      ...retryModel,
      provide: () => ({ guards: { 'has attempts left': () => false } }),
    };
    const [viaWaiting] = modelPaths(drifting).filter((path) => path.description.includes('RETRY_DELAY'));
    if (!viaWaiting) throw new Error('the retry model has no path through the delay');

    await expect(replayPath(drifting, viaWaiting)).rejects.toThrow(
      /the actor is in .*failed.*, the graph says/,
    );
  });

  test('moves the simulated clock only as far as the delay', async () => {
    const [viaWaiting] = modelPaths(retryModel).filter((path) => path.description.includes('RETRY_DELAY'));
    if (!viaWaiting) throw new Error('the retry model has no path through the delay');
    const seen: number[] = [];
    const timed: typeof retryModel = {
      ...retryModel,
      invariants: { 'working.loading': (_snapshot, { world }) => seen.push(world.clock.now()) },
    };

    await replayPath(timed, viaWaiting);
    expect(seen).toEqual([0, 1_000]);
  });
});

test('invariants must name states of the machine', () => {
  expect(unknownInvariantKeys({ ...retryModel, invariants: { 'working.loadin': () => {} } })).toEqual([
    'working.loadin',
  ]);
});
