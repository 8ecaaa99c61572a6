import type { GraphQLFieldResolver } from 'graphql';
import type { GraphContext } from '../context.ts';

/** Resolvers by type name and field name; fields without one read the property of the same name. */
// biome-ignore lint/suspicious/noExplicitAny: each resolver narrows its own parent and arguments.
export type Resolvers = Record<string, Record<string, GraphQLFieldResolver<any, GraphContext, any>>>;
