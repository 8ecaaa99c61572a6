import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate';
import { getStateNodes } from 'xstate/graph';

/** A transition of a machine's definition, named so that a coverage report reads like the diagram. */
export interface TransitionInfo {
  /** Stable across `machine.provide(...)` copies: source id, event type and position among its alternatives. */
  key: string;
  label: string;
}

/** Every state node that a snapshot can be in (history pseudo-states never are), by id. */
export function stateIds(machine: AnyStateMachine): string[] {
  return [machine.root, ...getStateNodes(machine.root)]
    .filter((node) => node.type !== 'history')
    .map((node) => node.id);
}

/** Every transition of the definition: events, invoke outcomes, delays (`after`) and eventless (`always`). */
export function transitionsOf(machine: AnyStateMachine): TransitionInfo[] {
  return [machine.root, ...getStateNodes(machine.root)].flatMap((node) => {
    const alternatives = [...node.transitions.values(), node.always ?? []];
    return alternatives.flatMap((list) =>
      list.map((transition) => ({ key: transitionKey(transition), label: transitionLabel(transition) })),
    );
  });
}

export function transitionKey(transition: AnyTransitionDefinition): string {
  const { source, eventType } = transition;
  const alternatives = eventType === '' ? (source.always ?? []) : (source.transitions.get(eventType) ?? []);
  return `${source.id}|${eventType || 'always'}|${alternatives.indexOf(transition)}`;
}

/** A state's path without the machine's id: `checking`, `checkout.payment`; the root is `(machine)`. */
export function statePath(node: AnyStateNode): string {
  return node.path.length ? node.path.join('.') : '(machine)';
}

export function guardName(guard: unknown): string | undefined {
  if (guard === undefined) return undefined;
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'function') return guard.name || 'inline guard';
  if (typeof guard === 'object' && guard !== null && 'type' in guard) return String(guard.type);
  return 'guard';
}

function transitionLabel(transition: AnyTransitionDefinition): string {
  const guard = guardName(transition.guard);
  const targets = transition.target?.map(statePath).join(', ') ?? '(stays)';
  const event = transition.eventType || 'always';
  return `${statePath(transition.source)} --${event}${guard ? ` [${guard}]` : ''}--> ${targets}`;
}
