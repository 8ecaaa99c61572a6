import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { secureHeaders } from 'hono/secure-headers';
import { maskRequestPath } from '../domain/log-masking.ts';
import { type Clock, movableOf, systemClock } from './clock.ts';
import type { DatabaseHandle } from './db/client.ts';
import { accountRoutes, customerOrderRoutes } from './http/account.ts';
import { addressRoutes } from './http/addresses.ts';
import { adtechRoutes } from './http/adtech.ts';
import { beaconRoutes } from './http/beacon.ts';
import { DEFAULT_BODY_LIMIT_BYTES, limitBody, SMALL_BODY_LIMIT_BYTES } from './http/body-limit.ts';
import { branchRoutes } from './http/branches.ts';
import {
  catalogueContentRoutes,
  pricedProductRoutes,
  productRoutes,
  suggestionRoutes,
} from './http/catalogue.ts';
import { contentRoutes } from './http/content.ts';
import { deliveryPassRoutes } from './http/delivery-pass.ts';
import { apiError } from './http/errors.ts';
import { graphRoutes } from './http/graph.ts';
import { healthRoutes } from './http/health.ts';
import { incentiveRoutes } from './http/incentives.ts';
import { mealDealRoutes } from './http/meal-deals.ts';
import { offerRoutes } from './http/offers.ts';
import { orderActionRoutes } from './http/order-actions.ts';
import { adOrderRoutes, interstitialRoutes, orderRoutes, orderRoutesV2 } from './http/orders.ts';
import { outboxRoutes } from './http/outbox.ts';
import { paymentCardRoutes, paymentServiceRoutes } from './http/payments.ts';
import { productImageRoutes } from './http/product-images.ts';
import { rolloutRoutes } from './http/rollouts.ts';
import { slotRoutes, slotTestingRoutes } from './http/slots.ts';
import { storefrontRoutes } from './http/storefront.ts';
import { readStorefrontRoutes, storefrontPageChecks } from './http/storefront-pages.ts';
import { taxonomyRoutes } from './http/taxonomy.ts';
import { tenderRoutes } from './http/tender.ts';
import { moneyOffTestingRoutes, testingRoutes } from './http/testing.ts';
import { tokenRoutes } from './http/token.ts';
import type { Logger } from './logger.ts';
import { type CatalogueTuning, createCatalogueService } from './services/catalogue.ts';
import type { ServiceContext } from './services/context.ts';
import { createMealDealService } from './services/meal-deals.ts';
import { createOfferService } from './services/offers.ts';
import { createOrderLifecycleJob, type OrderLifecycleJob } from './services/order-lifecycle.ts';
import { DEFAULT_PASSWORD_COST, dummyPasswordHash, type PasswordCost } from './services/passwords.ts';
import { createSponsorshipService } from './services/sponsorship.ts';
import { createKeyStore } from './services/tokens.ts';

export interface AppOptions {
  database: DatabaseHandle;
  logger: Logger;
  /** The `{env}` of `/api/{service}-{env}/v{version}/{endpoint}` (doc 1 §7.1). */
  apiEnv: string;
  /** Where the built storefront is; without it only the API is served (tests, `npm run dev`). */
  staticDir?: string;
  /**
   * The server's one clock (DESIGN §4 "Time"); tests pass a settable one. Default: the system clock. In
   * development mode a clock that can move (the development clock, a test's) is what PUT testing clock moves.
   */
  clock?: Clock;
  /**
   * The order-lifecycle job the development testing routes run: start.ts passes the one it runs every 30
   * seconds, so that runs never overlap. Without it the app makes one that only those routes run.
   */
  orderLifecycle?: OrderLifecycleJob;
  /** NODE_ENV=production: Secure cookies, no graph introspection. Default false. */
  production?: boolean;
  /**
   * SHOP_MODE=development: the development outbox, the testing routes and graph suggestions. Default
   * false: a plain start serves none of them.
   */
  development?: boolean;
  /** JWT_SECRET; without it the secret kept in the database (app_meta auth.jwtSecret) is used. */
  jwtSecret?: string;
  /** TRUST_PROXY=N: the client address for throttling is the N-th X-Forwarded-For entry from the right. */
  trustProxy?: number;
  /** scrypt cost of new password hashes (tests lower it). */
  passwordCost?: PasswordCost;
  /** The catalogue's in-memory caches (tests that change the catalogue check its version every time). */
  catalogue?: CatalogueTuning;
  /** Load the catalogue index at start rather than at the first search (the server does; tests need not). */
  warmCatalogue?: boolean;
}

/** The whole HTTP surface: the API under /api and the storefront under /ecom. */
export function createApp(options: AppOptions) {
  const { database, logger, apiEnv, staticDir } = options;
  const startedAt = new Date();
  const app = new Hono();
  const services: ServiceContext = {
    db: database.db,
    clock: options.clock ?? systemClock,
    logger,
    keys: createKeyStore(database.db, options.jwtSecret),
    passwordCost: options.passwordCost ?? DEFAULT_PASSWORD_COST,
    production: options.production ?? false,
    development: options.development ?? false,
  };
  // Made now, so the first sign-in with an unknown email takes no longer than a wrong password.
  dummyPasswordHash(services.passwordCost).catch((error: unknown) =>
    logger.error('dummy hash failed', { error }),
  );
  const api = (service: string, version: number) => `/api/${service}-${apiEnv}/v${version}`;

  app.use('*', async (c, next) => {
    const started = performance.now();
    await next();
    logger.info('request', {
      method: c.req.method,
      // Masked by name and by shape (src/domain/log-masking.ts). Sliced from the raw URL: c.req.path is decoded.
      path: maskRequestPath(c.req.url.slice(c.req.url.indexOf('/', c.req.url.indexOf('://') + 3))),
      status: c.res.status,
      ms: Math.round(performance.now() - started),
    });
  });
  app.use('*', secureHeaders({ crossOriginEmbedderPolicy: false, contentSecurityPolicy: undefined }));
  app.use('*', compress());

  // Bodies are bounded before any route reads one; the graph endpoint (128 KB) and the beacon (4 KB) keep
  // their own bounds and answers.
  app.use('/api/*', limitBody(DEFAULT_BODY_LIMIT_BYTES));
  for (const service of [
    'token-client',
    'customer',
    'address',
    'slot-orchestration',
    'rollouts',
    'outbox',
    'payment-service',
    'payment-cards',
    'order-orchestration',
    'interstitials',
    'testing',
    'delivery-pass-orchestration',
  ]) {
    app.use(`/api/${service}-${apiEnv}/*`, limitBody(SMALL_BODY_LIMIT_BYTES));
  }

  app.route(api('health', 1), healthRoutes(database, startedAt));
  app.route(api('taxonomy', 1), taxonomyRoutes(database.db, apiEnv));
  app.route(api('images', 1), productImageRoutes(database.db));
  app.route(
    api('adtech', 1),
    adtechRoutes(createSponsorshipService(database.db, { apiBase: api('adtech', 1) })),
  );
  const catalogue = createCatalogueService({
    db: database.db,
    clock: services.clock,
    apiEnv,
    ...options.catalogue,
  });
  if (options.warmCatalogue) {
    catalogue.warm().catch((error: unknown) => logger.error('catalogue warm-up failed', { error }));
  }
  app.route(api('content', 2), contentRoutes(database.db));
  app.route(api('content', 2), catalogueContentRoutes(catalogue));
  app.route(api('products', 1), productRoutes(catalogue));
  app.route(api('products', 2), pricedProductRoutes(catalogue));
  app.route(
    api('meal-deals', 1),
    mealDealRoutes(
      createMealDealService({ db: database.db, clock: services.clock, products: catalogue.products }),
    ),
  );
  app.route(api('search', 1), suggestionRoutes(catalogue));
  app.route(
    api('offers', 1),
    offerRoutes(createOfferService({ db: database.db, clock: services.clock, catalogue })),
  );
  app.route(api('branches', 1), branchRoutes(database.db));
  app.route(api('token-client', 1), tokenRoutes(services, { apiEnv, trustProxy: options.trustProxy ?? 0 }));
  app.route(api('customer', 1), accountRoutes(services));
  app.route(api('address', 2), addressRoutes(services));
  app.route(api('order-orchestration', 1), customerOrderRoutes(services));
  app.route(api('rollouts', 1), rolloutRoutes(database.db));
  app.route(api('graphql', 1), graphRoutes(services, { apiEnv }));
  app.route(api('analytics', 1), beaconRoutes(logger));
  app.route(api('slot-orchestration', 1), slotRoutes(services));
  app.route(api('order-orchestration', 1), orderRoutes(services, { apiEnv }));
  app.route(api('order-orchestration', 1), tenderRoutes(services, { apiEnv }));
  app.route(api('order-orchestration', 1), orderActionRoutes(services, { apiEnv }));
  app.route(api('order-orchestration', 1), incentiveRoutes(services, { apiEnv }));
  app.route(api('order-orchestration', 2), orderRoutesV2(services, { apiEnv }));
  app.route(api('interstitials', 1), interstitialRoutes(services, { apiEnv }));
  app.route(api('analytics', 1), adOrderRoutes(services));
  app.route(api('payment-service', 1), paymentServiceRoutes(services, { apiEnv }));
  app.route(api('payment-cards', 1), paymentCardRoutes(services));
  app.route(api('delivery-pass-orchestration', 1), deliveryPassRoutes(services));
  if (services.development) {
    app.route(api('outbox', 1), outboxRoutes(services));
    app.route(
      api('testing', 1),
      testingRoutes({
        clock: services.clock,
        movable: movableOf(services.clock),
        lifecycle: options.orderLifecycle ?? createOrderLifecycleJob({ ...services, apiEnv }),
      }),
    );
    app.route(api('slot-orchestration', 1), slotTestingRoutes(services));
    app.route(api('testing', 1), moneyOffTestingRoutes(services));
  }

  app.all('/api/*', (c) => apiError(c, 404, 'NOT_FOUND', `No API route for ${c.req.method} ${c.req.path}`));
  if (staticDir) {
    const pages = {
      routes: readStorefrontRoutes(),
      checks: storefrontPageChecks({ catalogue, db: database.db }),
    };
    app.route(
      '/',
      storefrontRoutes(staticDir, pages, {
        api: (request, env) => app.fetch(request, env),
        generation: () => catalogue.generationKey(),
        onError: (error) => logger.warn('a page could not be rendered on the server', { error }),
      }),
    );
  }

  app.onError((error, c) => {
    logger.error('unhandled error', { method: c.req.method, path: maskRequestPath(c.req.path), error });
    return apiError(c, 500, 'INTERNAL_ERROR', 'Sorry, something has gone wrong. Please try again.');
  });
  return app;
}

export type App = ReturnType<typeof createApp>;
