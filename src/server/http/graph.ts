import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { GraphContext } from '../graph/context.ts';
import { createGraphExecutor, type GraphRequest, requestError } from '../graph/execute.ts';
import type { ServiceContext } from '../services/context.ts';
import { authenticateRequest } from './auth-middleware.ts';

/** Bulk trolley updates carry up to 250 items in their variables; the query itself is limited to 20 KB. */
const MAX_BODY_BYTES = 128 * 1024;
const TAG = /^[A-Za-z0-9_.-]{1,100}$/;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The graph endpoint `POST /api/graphql-{env}/v1/graphql?tag={operation}` (doc 1 §7.1, docs/api/trolley.md):
 * JSON `{ query, variables?, operationName? }`, answered `{ data, errors }`. A request that cannot run
 * answers 400 with `errors`; one that needs a session and has no usable token, 401 (the storefront's call
 * layer then refreshes the token and sends it again).
 */
export function graphRoutes(ctx: ServiceContext, options: { apiEnv: string }) {
  const executor = createGraphExecutor({
    production: ctx.production,
    logger: ctx.logger,
    // 'Did you mean "getTrolley"?' would tell the schema that introspection hides: development mode only.
    suggestions: ctx.development,
  });
  const badRequest = (message: string, code = 'BAD_REQUEST') => ({ errors: [requestError(message, code)] });

  const app = new Hono();
  app.use('*', async (c, next) => {
    c.header('Cache-Control', 'no-store');
    await next();
  });
  app.post(
    '/graphql',
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: (c) =>
        c.json(badRequest(`The request is larger than ${MAX_BODY_BYTES / 1024} KB.`, 'TOO_LARGE'), 413),
    }),
    async (c) => {
      const tag = c.req.query('tag');
      if (tag === undefined || !TAG.test(tag)) {
        return c.json(
          badRequest('The tag query parameter must name the operation (letters, digits, _ . -).'),
          400,
        );
      }
      if (!(c.req.header('content-type') ?? '').toLowerCase().startsWith('application/json')) {
        return c.json(badRequest('The body must be JSON (Content-Type: application/json).'), 415);
      }
      let body: unknown;
      try {
        body = await c.req.json();
      } catch {
        return c.json(badRequest('The body is not valid JSON.'), 400);
      }
      if (!isRecord(body) || typeof body.query !== 'string' || body.query.trim() === '') {
        return c.json(badRequest('The body must be a JSON object with a query string.'), 400);
      }
      const { variables = null, operationName = null } = body;
      if (variables !== null && !isRecord(variables)) {
        return c.json(badRequest('variables must be a JSON object.'), 400);
      }
      if (operationName !== null && typeof operationName !== 'string') {
        return c.json(badRequest('operationName must be a string.'), 400);
      }
      const request: GraphRequest = { query: body.query, variables, operationName };
      const context: GraphContext = {
        services: ctx,
        auth: await authenticateRequest(ctx, c.req.header('authorization')),
        apiEnv: options.apiEnv,
      };
      const answer = await executor.run(request, context);
      if (answer.status === 401) c.header('WWW-Authenticate', 'Bearer');
      return c.json(answer.body, answer.status);
    },
  );
  app.all('/graphql', (c) => {
    c.header('Allow', 'POST');
    return c.json(badRequest('The graph endpoint takes POST only.', 'METHOD_NOT_ALLOWED'), 405);
  });
  return app;
}
