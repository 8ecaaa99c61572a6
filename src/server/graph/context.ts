import { GraphQLError } from 'graphql';
import type { AuthState } from '../http/auth-middleware.ts';
import type { ServiceContext } from '../services/context.ts';
import { ownerOf, type TrolleyOwner } from '../services/customer-orders.ts';

/** What every resolver gets: the services, who is asking (null without a usable token), the API's `{env}`. */
export interface GraphContext {
  services: ServiceContext;
  auth: AuthState | null;
  apiEnv: string;
}

/** The extensions code of the error that makes the endpoint answer 401 (the call layer then refreshes). */
export const UNAUTHENTICATED = 'UNAUTHENTICATED';

/**
 * The trolley's owner for a resolver that needs a live session (an anonymous one will do); without one the
 * call answers 401 with this error, so that the storefront refreshes its token and asks again (doc 1 §4).
 */
export function requireOwner(context: GraphContext): TrolleyOwner {
  if (!context.auth) {
    throw new GraphQLError('Please sign in to continue.', { extensions: { code: UNAUTHENTICATED } });
  }
  return ownerOf(context.auth);
}
