import {
  type DocumentNode,
  execute,
  GraphQLError,
  type GraphQLFormattedError,
  NoSchemaIntrospectionCustomRule,
  parse,
  specifiedRules,
  validate,
} from 'graphql';
import type { Logger } from '../logger.ts';
import { type GraphContext, UNAUTHENTICATED } from './context.ts';
import { LruCache } from './document-cache.ts';
import { createGraphSchema } from './executable-schema.ts';
import { checkLimits, GRAPH_LIMITS } from './limits.ts';

/** A graph request as the endpoint reads it: `{ query, variables, operationName }` (doc 1 §7.1). */
export interface GraphRequest {
  query: string;
  variables: Record<string, unknown> | null;
  operationName: string | null;
}

export interface GraphAnswerBody {
  data?: unknown;
  errors?: GraphQLFormattedError[];
}

/** 400 for a request that cannot run (malformed, over a limit, invalid); 401 when a session is needed. */
export interface GraphAnswer {
  status: 200 | 400 | 401;
  body: GraphAnswerBody;
}

type Prepared = { document: DocumentNode } | { errors: GraphQLFormattedError[] };

const DOCUMENT_CACHE_SIZE = 200;
/** Tokens of a 20 KB document are far fewer; the parser stops at this many. */
const MAX_TOKENS = 10_000;
export const INTERNAL_ERROR_MESSAGE = 'Sorry, something has gone wrong. Please try again.';

export const requestError = (message: string, code: string): GraphQLFormattedError => ({
  message,
  extensions: { code },
});

const withCode = (error: GraphQLError, code: string): GraphQLFormattedError => {
  const formatted = error.toJSON();
  return { ...formatted, extensions: { ...formatted.extensions, code } };
};

export interface GraphExecutor {
  run(request: GraphRequest, context: GraphContext): Promise<GraphAnswer>;
  /** Documents prepared and kept (for tests). */
  readonly cachedDocuments: number;
}

/**
 * Runs graph requests against the schema: the document is checked for size, parsed, checked against the
 * limits and validated once per distinct query text (kept in a small LRU cache), then executed. Introspection
 * is refused in production. Errors never carry stack traces; an unexpected error is logged and answered with
 * a generic message.
 *
 * Field, argument, type and input-field names are never suggested ('Did you mean "getTrolley"?') unless
 * `suggestions` is on (development mode only): they would tell anyone the schema that introspection hides.
 */
export function createGraphExecutor(options: {
  production: boolean;
  logger: Logger;
  /** Let graphql-js add 'Did you mean ...?' to validation and variable errors. Off unless set. */
  suggestions?: boolean;
}): GraphExecutor {
  const schema = createGraphSchema();
  const rules = options.production ? [...specifiedRules, NoSchemaIntrospectionCustomRule] : specifiedRules;
  const hideSuggestions = options.suggestions !== true;
  const cache = new LruCache<Prepared>(DOCUMENT_CACHE_SIZE);

  const prepare = (query: string): Prepared => {
    const cached = cache.get(query);
    if (cached) return cached;
    let prepared: Prepared;
    try {
      const document = parse(query, { maxTokens: MAX_TOKENS, noLocation: false });
      const breach = checkLimits(document, schema);
      if (breach) {
        prepared = { errors: [requestError(breach.message, breach.code)] };
      } else {
        const invalid = validate(schema, document, rules, { hideSuggestions });
        prepared =
          invalid.length > 0
            ? { errors: invalid.map((error) => withCode(error, 'GRAPHQL_VALIDATION_FAILED')) }
            : { document };
      }
    } catch (error) {
      if (!(error instanceof GraphQLError)) throw error;
      prepared = { errors: [withCode(error, 'GRAPHQL_PARSE_FAILED')] };
    }
    cache.set(query, prepared);
    return prepared;
  };

  const run = async (request: GraphRequest, context: GraphContext): Promise<GraphAnswer> => {
    if (request.query.length > GRAPH_LIMITS.maxDocumentLength) {
      return {
        status: 400,
        body: {
          errors: [
            requestError(
              `The query is ${request.query.length} characters long; at most ${GRAPH_LIMITS.maxDocumentLength} are allowed.`,
              'QUERY_TOO_LARGE',
            ),
          ],
        },
      };
    }
    const prepared = prepare(request.query);
    if ('errors' in prepared) return { status: 400, body: { errors: prepared.errors } };
    const result = await execute({
      schema,
      document: prepared.document,
      variableValues: request.variables,
      operationName: request.operationName,
      contextValue: context,
      hideSuggestions,
    });
    let unauthenticated = false;
    const errors = result.errors?.map((error): GraphQLFormattedError => {
      const original = error.originalError;
      if (original && !(original instanceof GraphQLError)) {
        options.logger.error('graph resolver failed', { path: error.path?.join('.'), error: original });
        return {
          message: INTERNAL_ERROR_MESSAGE,
          path: error.path,
          extensions: { code: 'INTERNAL_SERVER_ERROR' },
        };
      }
      if (error.extensions.code === UNAUTHENTICATED) unauthenticated = true;
      // No data at all: the variables or the operation name did not fit the document.
      return result.data === undefined ? withCode(error, 'BAD_USER_INPUT') : error.toJSON();
    });
    const body: GraphAnswerBody = {
      ...(errors && { errors }),
      ...(result.data !== undefined && { data: result.data }),
    };
    if (result.data === undefined) return { status: 400, body };
    return { status: unauthenticated ? 401 : 200, body };
  };

  return {
    run,
    get cachedDocuments() {
      return cache.size;
    },
  };
}
