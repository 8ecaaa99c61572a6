import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { createApp } from './app.ts';
import { createMovableClock, systemClock } from './clock.ts';
import type { ServerConfig } from './config.ts';
import { type DatabaseHandle, openDatabase } from './db/client.ts';
import type { Logger } from './logger.ts';
import { ensureSeeded } from './seed/index.ts';
import { createOrderLifecycleJob } from './services/order-lifecycle.ts';
import { DEFAULT_PASSWORD_COST } from './services/passwords.ts';
import { createKeyStore } from './services/tokens.ts';

/** How long a request already being answered at SIGTERM may take before its connection is cut. */
export const SHUTDOWN_GRACE_MS = 2_000;
/** After SIGTERM the process exits by this time whatever happens (well after the grace and the database). */
export const FORCED_EXIT_MS = 10_000;

export interface RunningServer {
  /** The address it listens on (127.0.0.1 unless HOST says otherwise). */
  address: string;
  port: number;
  database: DatabaseHandle;
  /**
   * Stops taking connections, answers the requests in flight with `Connection: close`, closes idle
   * connections at once and busy ones after SHUTDOWN_GRACE_MS, waits for the handlers to finish, then
   * closes the database cleanly.
   */
  stop(): Promise<void>;
}

/** Opens and migrates the database, seeds it when empty, and serves the API (and the storefront when built). */
export async function startServer(
  config: ServerConfig,
  logger: Logger,
  options: { serveStorefront: boolean },
): Promise<RunningServer> {
  const database = await openDatabase(config.database);
  await database.migrate();
  logger.info('database ready', { database: database.kind });
  const seed = await ensureSeeded(database.db, {
    products: config.seedProducts,
    developmentAccounts: config.development,
    now: systemClock.now(),
    log: (msg, fields) => logger.info(msg, fields),
  });
  logger.info(seed.seeded ? 'database seeded' : 'database already seeded', { ...seed });

  // The shop's one clock: in development mode one that can be moved forward (the testing routes).
  const clock = config.development ? createMovableClock(systemClock) : systemClock;
  // The order-lifecycle job runs in every API process (safe with many on one PostgreSQL), every 30 seconds.
  const orderLifecycle = createOrderLifecycleJob({
    db: database.db,
    clock,
    logger,
    keys: createKeyStore(database.db, config.jwtSecret),
    passwordCost: DEFAULT_PASSWORD_COST,
    production: config.production,
    development: config.development,
    apiEnv: config.apiEnv,
  });
  const app = createApp({
    database,
    logger,
    apiEnv: config.apiEnv,
    clock,
    orderLifecycle,
    production: config.production,
    development: config.development,
    jwtSecret: config.jwtSecret,
    trustProxy: config.trustProxy,
    staticDir: options.serveStorefront ? config.staticDir : undefined,
    warmCatalogue: true,
  });

  // Requests whose handler has not finished: the database closes only after the last.
  let handling = 0;
  let idle: (() => void) | undefined;
  let stopping = false;
  const responses = new Set<ServerResponse>();
  const server = serve({
    fetch: async (request, env) => {
      handling += 1;
      try {
        return await app.fetch(request, env);
      } finally {
        handling -= 1;
        if (handling === 0) idle?.();
      }
    },
    port: config.port,
    hostname: config.host,
  });
  // Registered after the app's own listener, and so before it writes its answer: once stopping, every
  // answer tells the client to close, so no keep-alive connection outlives the stop.
  server.on('request', (_request: IncomingMessage, response: ServerResponse) => {
    if (stopping) response.setHeader('Connection', 'close');
    responses.add(response);
    response.once('close', () => responses.delete(response));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  });
  const { address, port } = server.address() as AddressInfo;
  orderLifecycle.start();
  const shownHost = config.host === '127.0.0.1' ? 'localhost' : config.host;
  logger.info('listening', {
    host: config.host,
    mode: config.development ? 'development' : 'standard',
    url: `http://${shownHost}:${port}${options.serveStorefront ? '/ecom/' : '/api/'}`,
  });

  let stopped: Promise<void> | undefined;
  const stop = () => {
    stopped ??= (async () => {
      stopping = true;
      for (const response of responses) if (!response.headersSent) response.setHeader('Connection', 'close');
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      // Close (Node 19+) ends idle keep-alive connections; those still answering get the grace.
      if ('closeIdleConnections' in server) server.closeIdleConnections();
      const cut = setTimeout(() => {
        if ('closeAllConnections' in server) server.closeAllConnections();
      }, SHUTDOWN_GRACE_MS);
      await closed;
      clearTimeout(cut);
      if (handling > 0) await new Promise<void>((resolve) => (idle = resolve));
      // No run of the job starts now, and one under way finishes before the database closes.
      await orderLifecycle.stop();
      logger.info('server closed');
      await database.close();
      logger.info('database closed cleanly', { database: database.kind });
    })();
    return stopped;
  };
  return { address, port, database, stop };
}

/** SIGTERM and SIGINT stop the server and close the database, so a restart loses nothing. */
export function stopOnSignals(server: RunningServer, logger: Logger): void {
  const onSignal = (signal: NodeJS.Signals) => {
    logger.info('stopping', { signal });
    const forced = setTimeout(() => {
      logger.error(`forced exit: shutdown took over ${FORCED_EXIT_MS / 1000} seconds`);
      process.exit(1);
    }, FORCED_EXIT_MS);
    forced.unref();
    server.stop().then(
      () => {
        logger.info('stopped');
        process.exit(0);
      },
      (error: unknown) => {
        logger.error('error while stopping', { error });
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', onSignal);
  process.once('SIGINT', onSignal);
}
