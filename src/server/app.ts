import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { secureHeaders } from 'hono/secure-headers';
import { maskSensitiveQuery } from '../domain/log-masking.ts';
import type { DatabaseHandle } from './db/client.ts';
import { apiError } from './http/errors.ts';
import { healthRoutes } from './http/health.ts';
import { productImageRoutes } from './http/product-images.ts';
import { storefrontRoutes } from './http/storefront.ts';
import { taxonomyRoutes } from './http/taxonomy.ts';
import type { Logger } from './logger.ts';

export interface AppOptions {
  database: DatabaseHandle;
  logger: Logger;
  /** The `{env}` of `/api/{service}-{env}/v{version}/{endpoint}` (doc 1 §7.1). */
  apiEnv: string;
  /** Where the built storefront is; without it only the API is served (tests, `npm run dev`). */
  staticDir?: string;
}

/** The whole HTTP surface: the API under /api and the storefront under /ecom. */
export function createApp({ database, logger, apiEnv, staticDir }: AppOptions) {
  const startedAt = new Date();
  const app = new Hono();
  const api = (service: string, version: number) => `/api/${service}-${apiEnv}/v${version}`;

  app.use('*', async (c, next) => {
    const started = performance.now();
    await next();
    logger.info('request', {
      method: c.req.method,
      path: maskSensitiveQuery(c.req.url.slice(c.req.url.indexOf(c.req.path))),
      status: c.res.status,
      ms: Math.round(performance.now() - started),
    });
  });
  app.use('*', secureHeaders({ crossOriginEmbedderPolicy: false, contentSecurityPolicy: undefined }));
  app.use('*', compress());

  app.route(api('health', 1), healthRoutes(database, startedAt));
  app.route(api('taxonomy', 1), taxonomyRoutes(database.db));
  app.route(api('images', 1), productImageRoutes(database.db));

  app.all('/api/*', (c) => apiError(c, 404, 'NOT_FOUND', `No API route for ${c.req.method} ${c.req.path}`));
  if (staticDir) app.route('/', storefrontRoutes(staticDir));

  app.onError((error, c) => {
    logger.error('unhandled error', { method: c.req.method, path: c.req.path, error });
    return apiError(c, 500, 'INTERNAL_ERROR', 'Sorry, something has gone wrong. Please try again.');
  });
  return app;
}

export type App = ReturnType<typeof createApp>;
