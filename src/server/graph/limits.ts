import {
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLCompositeType,
  type GraphQLSchema,
  getNamedType,
  getNullableType,
  isCompositeType,
  isListType,
  isObjectType,
  Kind,
  type SelectionSetNode,
} from 'graphql';

/**
 * What one graph document may ask for (DESIGN §4 "depth/alias/cost limits"): checked on the parsed document
 * before it is validated or run, so that an abusive query costs the server almost nothing.
 */
export const GRAPH_LIMITS = {
  /** Characters of the query text (20 KB). */
  maxDocumentLength: 20 * 1024,
  /** Fields nested in fields: `getTrolley { trolley { trolleyItems { product { ... } } } }` is 4 deep. */
  maxDepth: 10,
  /** Aliased fields in the whole document. */
  maxAliases: 15,
  /** Every field counts 1, times the list multiplier of each list it is inside. */
  maxCost: 5000,
  /** What a list field counts for: a trolley page lists tens of lines, offers and recommendations. */
  listMultiplier: 10,
} as const;

export interface LimitBreach {
  code: 'QUERY_TOO_DEEP' | 'TOO_MANY_ALIASES' | 'QUERY_TOO_COSTLY';
  message: string;
}

const MAX_VISITS = 10 * GRAPH_LIMITS.maxCost;

const isIntrospection = (name: string) => name.startsWith('__');

/** The first limit a parsed document breaks, or null. Introspection is left to the introspection rule. */
export function checkLimits(document: DocumentNode, schema: GraphQLSchema): LimitBreach | null {
  const fragments = new Map<string, FragmentDefinitionNode>();
  let aliases = 0;
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  }

  // Aliases are counted where they are written (a fragment used twice counts once).
  const countAliases = (set: SelectionSetNode | undefined) => {
    for (const selection of set?.selections ?? []) {
      if (selection.kind === Kind.FIELD) {
        if (selection.alias) aliases += 1;
        countAliases(selection.selectionSet);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        countAliases(selection.selectionSet);
      }
    }
  };
  for (const definition of document.definitions) {
    if (definition.kind === Kind.OPERATION_DEFINITION || definition.kind === Kind.FRAGMENT_DEFINITION) {
      countAliases(definition.selectionSet);
    }
  }
  if (aliases > GRAPH_LIMITS.maxAliases) {
    return {
      code: 'TOO_MANY_ALIASES',
      message: `The query has ${aliases} aliases; at most ${GRAPH_LIMITS.maxAliases} are allowed.`,
    };
  }

  let deepest = 0;
  let cost = 0;
  // Selections visited, fragment spreads included: fragments that spread each other many times cannot
  // make the walk itself the expensive part.
  let visited = 0;
  // Fragments are expanded where they are spread; a spread already on the path is not followed again
  // (a fragment cycle is refused by validation).
  const walk = (
    set: SelectionSetNode | undefined,
    parent: GraphQLCompositeType | undefined,
    depth: number,
    multiplier: number,
    path: ReadonlySet<string>,
  ): void => {
    for (const selection of set?.selections ?? []) {
      visited += 1;
      if (visited > MAX_VISITS) cost = Number.POSITIVE_INFINITY;
      if (cost > GRAPH_LIMITS.maxCost || deepest > GRAPH_LIMITS.maxDepth) return;
      if (selection.kind === Kind.FIELD) {
        const name = selection.name.value;
        if (isIntrospection(name)) continue;
        deepest = Math.max(deepest, depth);
        cost += multiplier;
        const field = parent && isObjectType(parent) ? parent.getFields()[name] : undefined;
        const nullable = field ? getNullableType(field.type) : undefined;
        const named = field ? getNamedType(field.type) : undefined;
        const inner = named && isCompositeType(named) ? named : undefined;
        const next = nullable && isListType(nullable) ? multiplier * GRAPH_LIMITS.listMultiplier : multiplier;
        walk(selection.selectionSet, inner, depth + 1, next, path);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        const condition = selection.typeCondition
          ? schema.getType(selection.typeCondition.name.value)
          : parent;
        walk(
          selection.selectionSet,
          condition && isCompositeType(condition) ? condition : undefined,
          depth,
          multiplier,
          path,
        );
      } else {
        const name = selection.name.value;
        const fragment = fragments.get(name);
        if (!fragment || path.has(name)) continue;
        const condition = schema.getType(fragment.typeCondition.name.value);
        walk(
          fragment.selectionSet,
          condition && isCompositeType(condition) ? condition : undefined,
          depth,
          multiplier,
          new Set([...path, name]),
        );
      }
    }
  };
  for (const definition of document.definitions) {
    if (definition.kind !== Kind.OPERATION_DEFINITION) continue;
    const root =
      definition.operation === 'mutation'
        ? schema.getMutationType()
        : definition.operation === 'subscription'
          ? schema.getSubscriptionType()
          : schema.getQueryType();
    walk(definition.selectionSet, root ?? undefined, 1, 1, new Set());
  }
  if (deepest > GRAPH_LIMITS.maxDepth) {
    return {
      code: 'QUERY_TOO_DEEP',
      message: `The query is nested more than ${GRAPH_LIMITS.maxDepth} fields deep.`,
    };
  }
  if (cost > GRAPH_LIMITS.maxCost) {
    return {
      code: 'QUERY_TOO_COSTLY',
      message: `The query asks for too much at once (cost over ${GRAPH_LIMITS.maxCost}); ask for fewer fields or lists.`,
    };
  }
  return null;
}
