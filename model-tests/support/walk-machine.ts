/**
 * Model tests for machines: walk a machine's graph with `xstate/graph`, replay every path on a real actor
 * (fake actors, a SimulatedClock), check what must hold in each state, and prove that the paths reach
 * every state and every transition of the definition. `model-tests/app-banner.model.ts` (the model) and
 * `model-tests/app-banner.test.ts` (one line: `testMachineModel(appBannerModel)`) show the use.
 *
 * How a path is replayed, step by step:
 * - an ordinary event is sent to the actor;
 * - `xstate.done.actor.<id>` / `xstate.error.actor.<id>` settles the running invoked actor `<id>` with the
 *   event's `output` / `error` (every actor of the machine is replaced by a scripted promise, unless the
 *   model provides its own);
 * - `xstate.after.<delay>.<state>` moves the SimulatedClock forward until that delayed event fires.
 * After each step the actor's snapshot must equal the graph's (projected), and the invariants run.
 */
import {
  type AnyMachineSnapshot,
  type AnyStateMachine,
  createActor,
  type EventFromLogic,
  type EventObject,
  fromPromise,
  type InputFrom,
  SimulatedClock,
  type SnapshotFrom,
} from 'xstate';
import { getAdjacencyMap, getShortestPaths, type TraversalOptions } from 'xstate/graph';
import { stateIds, statePath, type TransitionInfo, transitionKey, transitionsOf } from './machine-graph.ts';

/** One run of an invoked actor during a replay. */
export interface Invocation {
  /** The actor's name in `setup({ actors })`. */
  src: string;
  /** The invoke's id. */
  id: string;
  input: unknown;
  outcome?: { output: unknown } | { error: unknown };
}

/** What a replay observed, for invariants to check. */
export interface ReplayWorld {
  clock: SimulatedClock;
  /** Every invoked actor, in the order they started. */
  invocations: Invocation[];
  /** What the model's recording implementations noted (see `MachineModel.provide`). */
  effects: Array<{ name: string; detail?: unknown }>;
  /** Delayed events waiting to fire, and in how many milliseconds of the clock. */
  timers(): Array<{ event: string; inMs: number }>;
}

export interface StepCheck<TMachine extends AnyStateMachine> {
  /** The event of the step that led here (`xstate.init` for the first). */
  event: EventObject;
  world: ReplayWorld;
  machine: TMachine;
}

export interface MachineModel<TMachine extends AnyStateMachine> {
  machine: TMachine;
  /**
   * The events to try, with the payloads worth trying: shopper events, and the outcomes of invoked actors
   * (`{ type: 'xstate.done.actor.<id>', output }`, `{ type: 'xstate.error.actor.<id>', error }`), one per
   * outcome that matters. Each state only tries those it can take. Delayed events are added by the walk.
   */
  events: ReadonlyArray<EventFromLogic<TMachine>>;
  /** The few facts that tell states apart for traversal; keeps the graph finite. Default: value and context. */
  project?: (snapshot: SnapshotFrom<TMachine>) => unknown;
  /**
   * What must hold, by state path (`visible`, `checkout.payment`), checked after every step that ends in
   * a matching state; `'*'` is checked after every step. Throw (or `expect`) to fail.
   */
  invariants: Record<string, (snapshot: SnapshotFrom<TMachine>, step: StepCheck<TMachine>) => void>;
  /** Implementations for the replay: actions that record into `world.effects`, actors that are not promises. */
  provide?: (world: ReplayWorld) => Parameters<TMachine['provide']>[0];
  input?: InputFrom<TMachine>;
  /** A short name for an event in path descriptions (e.g. which environment an outcome stands for). */
  describeEvent?: (event: EventFromLogic<TMachine>) => string | undefined;
}

export interface ModelStep<TMachine extends AnyStateMachine> {
  event: EventObject;
  /** The snapshot the graph predicts after the event. */
  state: SnapshotFrom<TMachine>;
}

export interface ModelPath<TMachine extends AnyStateMachine> {
  description: string;
  /** Starts with `xstate.init` and the initial snapshot. */
  steps: Array<ModelStep<TMachine>>;
}

/** Which states and transitions a replay went through. */
export interface Replay {
  states: Set<string>;
  transitions: Set<string>;
}

// Inside the walk every machine is handled alike; the model's callbacks get their machine's own types.
type Snapshot = AnyMachineSnapshot;

function projectionOf<TMachine extends AnyStateMachine>(model: MachineModel<TMachine>) {
  return (snapshot: Snapshot): unknown =>
    model.project
      ? model.project(snapshot as SnapshotFrom<TMachine>)
      : { value: snapshot.value, context: snapshot.context };
}

/** The delayed events the snapshot's active states are waiting for. */
function delayedEvents(snapshot: Snapshot): EventObject[] {
  return snapshot._nodes.flatMap((node) => node.after.map((transition) => ({ type: transition.eventType })));
}

/**
 * An actor's outcome can only come while it runs: a state may take `xstate.done.actor.<id>` while another
 * region of a parallel state is the one running `<id>`, or before it has started.
 */
function settlesARunningActor(snapshot: Snapshot, event: EventObject): boolean {
  const outcome = /^xstate\.(done|error)\.actor\.(.+)$/.exec(event.type);
  return !outcome || (outcome[2] as string) in snapshot.children;
}

/**
 * A state may forbid an event its ancestor takes (`on: { EVENT: {} }`: no target, no actions, no guard). The
 * event then does nothing there, which is a transition of its own to walk, though `snapshot.can` says no.
 */
function isForbiddenHere(snapshot: Snapshot, event: EventObject): boolean {
  return snapshot._nodes.some((node) =>
    (node.transitions.get(event.type) ?? []).some(
      (transition) => !transition.target?.length && !transition.actions.length && !transition.guard,
    ),
  );
}

function traversalOptions<TMachine extends AnyStateMachine>(
  model: MachineModel<TMachine>,
): TraversalOptions<Snapshot, EventObject, unknown> {
  const project = projectionOf(model);
  const events: readonly EventObject[] = model.events;
  return {
    events: (snapshot) =>
      [...events, ...delayedEvents(snapshot)].filter(
        (event) =>
          (snapshot.can(event) || isForbiddenHere(snapshot, event)) && settlesARunningActor(snapshot, event),
      ),
    serializeState: (snapshot) => JSON.stringify(project(snapshot)),
    ...(model.input === undefined ? {} : { input: model.input }),
  };
}

function describeEvent<TMachine extends AnyStateMachine>(model: MachineModel<TMachine>, event: EventObject) {
  const named = model.describeEvent?.(event as EventFromLogic<TMachine>);
  if (named) return named;
  const outcome = /^xstate\.(done|error)\.actor\.(.+)$/.exec(event.type);
  if (outcome) return `${outcome[2]} ${outcome[1] === 'done' ? 'done' : 'failed'}`;
  const delay = /^xstate\.after\.([^.]+)\./.exec(event.type);
  if (delay) return `after ${delay[1]}`;
  return event.type;
}

function describePath<TMachine extends AnyStateMachine>(
  model: MachineModel<TMachine>,
  steps: Array<ModelStep<TMachine>>,
): string {
  const events = steps.slice(1).map((step) => describeEvent(model, step.event));
  const end = steps.at(-1)?.state as Snapshot | undefined;
  const where = end ? end._nodes.filter((node) => node.type === 'atomic' || node.type === 'final') : [];
  return `${['start', ...events].join(' → ')} ⇒ ${where.map(statePath).join(', ')}`;
}

/**
 * Paths that, together, take every transition of the graph: for each state the graph reaches, the shortest
 * path to it, extended by each event it can take. Paths that are prefixes of others are dropped.
 */
export function modelPaths<TMachine extends AnyStateMachine>(
  model: MachineModel<TMachine>,
): Array<ModelPath<TMachine>> {
  const machine: AnyStateMachine = model.machine;
  const options = traversalOptions(model);
  const serialize = (snapshot: Snapshot) => JSON.stringify(projectionOf(model)(snapshot));
  const shortest = new Map(getShortestPaths(machine, options).map((path) => [serialize(path.state), path]));
  const adjacency = getAdjacencyMap(machine, options);

  const candidates: Array<Array<ModelStep<TMachine>>> = [];
  for (const [key, { transitions }] of Object.entries(adjacency)) {
    const head = shortest.get(key)?.steps as Array<ModelStep<TMachine>> | undefined;
    if (!head) throw new Error(`No shortest path to a state the graph reached: ${key}`);
    const edges = Object.values(transitions) as Array<{ event: EventObject; state: Snapshot }>;
    if (edges.length === 0) candidates.push(head);
    for (const edge of edges) {
      candidates.push([...head, { event: edge.event, state: edge.state as SnapshotFrom<TMachine> }]);
    }
  }

  const sequence = (steps: Array<ModelStep<TMachine>>) => steps.map((step) => JSON.stringify(step.event));
  const longestFirst = [...candidates].sort((a, b) => b.length - a.length);
  const kept: Array<Array<ModelStep<TMachine>>> = [];
  for (const steps of longestFirst) {
    const events = sequence(steps);
    const isPrefix = kept.some((other) => {
      const longer = sequence(other);
      return events.every((event, index) => longer[index] === event);
    });
    if (!isPrefix) kept.push(steps);
  }
  return kept.reverse().map((steps) => ({ description: describePath(model, steps), steps }));
}

interface Pending {
  invocation: Invocation;
  resolve: (output: unknown) => void;
  reject: (error: unknown) => void;
}

/** Lets promise callbacks and the actor's reactions to them run. */
function settle(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

function matchesKey(snapshot: Snapshot, key: string): boolean {
  return key === '*' || snapshot.matches(key);
}

/** Replays one path on a real actor; throws at the first step where the actor or an invariant disagrees. */
export async function replayPath<TMachine extends AnyStateMachine>(
  model: MachineModel<TMachine>,
  path: ModelPath<TMachine>,
): Promise<Replay> {
  const project = projectionOf(model);
  const clock = new SimulatedClock();
  const pending = new Map<string, Pending>();
  const timerSeenAt = new Map<string, number>();
  const replay: Replay = { states: new Set(), transitions: new Set() };

  const world: ReplayWorld = {
    clock,
    invocations: [],
    effects: [],
    timers: () =>
      Object.entries(actor.system.getSnapshot()._scheduledEvents).map(([id, scheduled]) => ({
        event: scheduled.event.type,
        inMs: scheduled.delay - (clock.now() - (timerSeenAt.get(id) ?? clock.now())),
      })),
  };

  const scripted = Object.fromEntries(
    Object.keys(model.machine.implementations.actors).map((src) => [
      src,
      fromPromise<unknown, unknown>(
        ({ input, self }) =>
          new Promise((resolve, reject) => {
            const invocation: Invocation = { src, id: self.id, input };
            world.invocations.push(invocation);
            pending.set(self.id, { invocation, resolve, reject });
          }),
      ),
    ]),
  );
  const provided: { actors?: Record<string, unknown> } = model.provide?.(world) ?? {};
  const machine: AnyStateMachine = model.machine;
  const logic = machine.provide({ ...provided, actors: { ...scripted, ...provided.actors } });

  const actor = createActor(logic, {
    clock,
    input: model.input,
    inspect: (inspection) => {
      const isRootMicrostep =
        inspection.type === '@xstate.microstep' && inspection.actorRef.sessionId === inspection.rootId;
      if (!isRootMicrostep) return;
      for (const transition of inspection._transitions) replay.transitions.add(transitionKey(transition));
      // Microstep snapshots include states passed through by eventless transitions, never seen at rest.
      for (const node of (inspection.snapshot as Snapshot)._nodes) replay.states.add(node.id);
    },
  });

  const noteTimers = () => {
    const scheduled = Object.keys(actor.system.getSnapshot()._scheduledEvents);
    // A timer cancelled and started again (a state left and re-entered) keeps its id but starts afresh.
    for (const id of timerSeenAt.keys()) if (!scheduled.includes(id)) timerSeenAt.delete(id);
    for (const id of scheduled) {
      if (!timerSeenAt.has(id)) timerSeenAt.set(id, clock.now());
    }
  };

  const perform = (event: EventObject) => {
    const outcome = /^xstate\.(done|error)\.actor\.(.+)$/.exec(event.type);
    if (outcome) {
      const id = outcome[2] as string;
      const running = pending.get(id);
      if (!running) throw new Error(`The path settles "${id}", but no invoked actor "${id}" is running`);
      pending.delete(id);
      if (outcome[1] === 'done') {
        const { output } = event as EventObject & { output: unknown };
        running.invocation.outcome = { output };
        running.resolve(output);
      } else {
        const { error } = event as EventObject & { error: unknown };
        running.invocation.outcome = { error };
        running.reject(error);
      }
      return;
    }
    if (event.type.startsWith('xstate.after.')) {
      const timer = world.timers().find((candidate) => candidate.event === event.type);
      if (!timer) throw new Error(`The path waits for "${event.type}", but no such timer is running`);
      clock.increment(timer.inMs);
      return;
    }
    actor.send(event);
  };

  const check = (step: ModelStep<TMachine>, index: number) => {
    const snapshot: Snapshot = actor.getSnapshot();
    const where = `${path.description}\n  at step ${index} (${describeEvent(model, step.event)})`;
    const actual = JSON.stringify(project(snapshot));
    const expected = JSON.stringify(project(step.state as Snapshot));
    if (actual !== expected) {
      throw new Error(`${where}: the actor is in ${actual}, the graph says ${expected}`);
    }
    for (const node of snapshot._nodes) replay.states.add(node.id);
    for (const [key, invariant] of Object.entries(model.invariants)) {
      if (!matchesKey(snapshot, key)) continue;
      try {
        invariant(snapshot as SnapshotFrom<TMachine>, { event: step.event, world, machine: model.machine });
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        throw new Error(`${where}: invariant "${key}" failed: ${message}`, { cause: error });
      }
    }
  };

  try {
    actor.start();
    await settle();
    noteTimers();
    const [first, ...rest] = path.steps;
    if (first) check(first, 0);
    for (const [index, step] of rest.entries()) {
      perform(step.event);
      await settle();
      noteTimers();
      check(step, index + 1);
    }
  } finally {
    actor.stop();
  }
  return replay;
}

export interface CoverageGap {
  states: string[];
  transitions: TransitionInfo[];
}

/** The states and transitions of the machine's definition that no replay went through. */
export function uncovered(machine: AnyStateMachine, replays: readonly Replay[]): CoverageGap {
  const states = new Set(replays.flatMap((replay) => [...replay.states]));
  const transitions = new Set(replays.flatMap((replay) => [...replay.transitions]));
  return {
    states: stateIds(machine).filter((id) => !states.has(id)),
    transitions: transitionsOf(machine).filter((transition) => !transitions.has(transition.key)),
  };
}

export function assertFullCoverage(machine: AnyStateMachine, replays: readonly Replay[]): void {
  const gap = uncovered(machine, replays);
  if (gap.states.length === 0 && gap.transitions.length === 0) return;
  const lines = [
    `The model paths of "${machine.id}" miss:`,
    ...gap.states.map((id) => `  state ${id}`),
    ...gap.transitions.map((transition) => `  transition ${transition.label}`),
    'Add the events (or actor outcomes) that reach them to the model.',
  ];
  throw new Error(lines.join('\n'));
}

/** Invariant keys that name no state of the machine (a typo would silently check nothing). */
export function unknownInvariantKeys<TMachine extends AnyStateMachine>(
  model: MachineModel<TMachine>,
): string[] {
  return Object.keys(model.invariants).filter((key) => {
    if (key === '*') return false;
    try {
      model.machine.getStateNodeById(`${model.machine.id}.${key}`);
      return false;
    } catch {
      return true;
    }
  });
}
