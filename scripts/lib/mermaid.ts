import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate';
import { getStateNodes } from 'xstate/graph';

/**
 * A machine's definition as a Mermaid state diagram (`stateDiagram-v2`): nested and parallel states,
 * initial and final states, every transition labelled with its event, guard and actions, invoked actors,
 * and each state's description as a note.
 */
export function toMermaid(machine: AnyStateMachine): string {
  const lines = ['stateDiagram-v2'];
  renderChildren(machine.root, lines, 1, arrowsByScope(machine));
  // What the machine does whatever its state has no arrow of its own: a note on its first state.
  const anywhere = [
    ...machine.root.invoke.map((invoke) => `invokes ${invoke.id} while running`),
    ...transitionsFrom(machine.root).map((transition) => {
      const targets = transition.target?.map((target) => target.path.join('.')).join(', ') ?? 'stays';
      return `${transitionLabel(transition)} → ${targets}`;
    }),
  ];
  const first = Object.values(machine.root.states)[0] as AnyStateNode | undefined;
  if (anywhere.length > 0 && first) {
    lines.push(`  note left of ${mermaidId(first)}`, '    In any state:');
    for (const text of anywhere) lines.push(`    ${escapeText(text)}`);
    lines.push('  end note');
  }
  return lines.join('\n');
}

/** A Mermaid identifier for a state: its path, made of letters, digits and underscores. */
export function mermaidId(node: AnyStateNode): string {
  return node.path.join('_').replace(/[^A-Za-z0-9_]/g, '_');
}

/** How a transition's event reads in a diagram. */
export function eventLabel(transition: AnyTransitionDefinition): string {
  const { eventType, source } = transition;
  if (eventType === '') return 'always';
  const outcome = /^xstate\.(done|error)\.actor\.(.+)$/.exec(eventType);
  if (outcome) return `${outcome[2]} ${outcome[1] === 'done' ? 'done' : 'failed'}`;
  if (eventType.startsWith('xstate.done.state.')) return 'done';
  if (eventType.startsWith('xstate.after.')) {
    const delay = source.after.find((candidate) => candidate.eventType === eventType)?.delay;
    if (typeof delay === 'number') return `after ${duration(delay)}`;
    if (typeof delay !== 'string') return 'after a delay';
    const named = source.machine.implementations.delays[delay];
    return typeof named === 'number' ? `after ${delay} (${duration(named)})` : `after ${delay}`;
  }
  return eventType;
}

const UNITS: Array<[number, string]> = [
  [24 * 60 * 60 * 1000, 'day'],
  [60 * 60 * 1000, 'hour'],
  [60 * 1000, 'minute'],
  [1000, 'second'],
];

/** A delay as people say it: `1 day`, `28 minutes`, `500 ms`. */
export function duration(ms: number): string {
  for (const [size, unit] of UNITS) {
    if (ms >= size && ms % size === 0) return `${ms / size} ${unit}${ms === size ? '' : 's'}`;
  }
  return `${ms} ms`;
}

/** The name of a guard or action as the config gives it: a string, a `{ type }`, or a named built-in. */
export function implementationName(implementation: unknown): string | undefined {
  if (typeof implementation === 'string') return implementation;
  if (typeof implementation === 'function') return implementation.name || undefined;
  if (typeof implementation === 'object' && implementation !== null && 'type' in implementation) {
    return String(implementation.type);
  }
  return undefined;
}

function named(actions: readonly unknown[]): string[] {
  return actions.map(implementationName).filter((name) => name !== undefined);
}

export function transitionLabel(transition: AnyTransitionDefinition): string {
  const guard = implementationName(transition.guard);
  const actions = named(transition.actions);
  return [eventLabel(transition), guard ? `[${guard}]` : '', actions.length ? `/ ${actions.join(', ')}` : '']
    .filter(Boolean)
    .join(' ');
}

const ENTITIES: Record<string, string> = { '#': '#35;', ':': '#58;', ';': '#59;', '"': '#quot;' };

/**
 * Mermaid reads `;` as the end of a statement, `:` in a label as a separator and `"` as the end of a
 * quoted name; its entity codes keep them as text. One pass, since every code starts with `#`.
 */
export function escapeText(text: string): string {
  return text.replace(/[#:;"]/g, (character) => ENTITIES[character] ?? character);
}

function transitionsFrom(node: AnyStateNode): AnyTransitionDefinition[] {
  return [...[...node.transitions.values()].flat(), ...(node.always ?? [])];
}

function wrap(text: string, width = 60): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && line.length + word.length + 1 > width) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** The nodes a state is drawn inside, innermost first. */
function scopesOf(node: AnyStateNode): AnyStateNode[] {
  const scopes: AnyStateNode[] = [];
  for (let scope = node.parent; scope; scope = scope.parent) scopes.push(scope);
  return scopes;
}

/**
 * Each arrow is drawn in the innermost block that holds both its ends (Mermaid cannot draw an arrow
 * declared inside one composite state to a state outside it), and never between a parallel state's
 * regions, where it would fall into the last region.
 */
function arrowsByScope(machine: AnyStateMachine): Map<AnyStateNode, string[]> {
  const arrows = new Map<AnyStateNode, string[]>();
  for (const source of getStateNodes(machine.root)) {
    for (const transition of transitionsFrom(source)) {
      const label = escapeText(transitionLabel(transition));
      for (const target of transition.target ?? [source]) {
        const targetScopes = new Set(scopesOf(target));
        let scope = scopesOf(source).find((candidate) => targetScopes.has(candidate)) ?? machine.root;
        while (scope.type === 'parallel' && scope.parent) scope = scope.parent;
        const list = arrows.get(scope) ?? [];
        list.push(`${mermaidId(source)} --> ${mermaidId(target)} : ${label}`);
        arrows.set(scope, list);
      }
    }
  }
  return arrows;
}

function renderChildren(
  parent: AnyStateNode,
  lines: string[],
  depth: number,
  arrows: Map<AnyStateNode, string[]>,
): void {
  const indent = '  '.repeat(depth);
  const children = Object.values(parent.states) as AnyStateNode[];

  if (parent.type === 'compound') {
    for (const target of parent.initial.target) lines.push(`${indent}[*] --> ${mermaidId(target)}`);
  }
  children.forEach((child, index) => {
    if (parent.type === 'parallel' && index > 0) lines.push(`${indent}--`);
    renderState(child, lines, depth, arrows);
  });
  for (const arrow of arrows.get(parent) ?? []) lines.push(`${indent}${arrow}`);
}

function renderState(
  node: AnyStateNode,
  lines: string[],
  depth: number,
  arrows: Map<AnyStateNode, string[]>,
): void {
  const indent = '  '.repeat(depth);
  const id = mermaidId(node);
  const name = node.type === 'history' ? `${node.key} (history)` : node.key;
  const nested = Object.keys(node.states).length > 0;

  if (nested) {
    lines.push(`${indent}state "${escapeText(name)}" as ${id} {`);
    renderChildren(node, lines, depth + 1, arrows);
    lines.push(`${indent}}`);
  } else {
    lines.push(`${indent}state "${escapeText(name)}" as ${id}`);
  }
  if (node.type === 'final') lines.push(`${indent}${id} --> [*]`);

  const does = [
    ...node.invoke.map((invoke) => `invokes ${invoke.id}`),
    // From the config: `node.entry` also holds the timers XState adds for `after`.
    ...named([node.config.entry ?? []].flat()).map((action) => `entry / ${action}`),
    ...named([node.config.exit ?? []].flat()).map((action) => `exit / ${action}`),
  ];
  // Mermaid has no room for descriptions in a composite state's box: those go to its note.
  if (!nested) for (const text of does) lines.push(`${indent}${id} : ${escapeText(text)}`);

  const note = [...wrap(node.description ?? ''), ...(nested ? does : [])];
  if (note.length > 0) {
    lines.push(`${indent}note right of ${id}`);
    for (const text of note) lines.push(`${indent}  ${escapeText(text)}`);
    lines.push(`${indent}end note`);
  }
}
