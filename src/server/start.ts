import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { createApp } from './app.ts';
import { systemClock } from './clock.ts';
import type { ServerConfig } from './config.ts';
import { type DatabaseHandle, openDatabase } from './db/client.ts';
import type { Logger } from './logger.ts';
import { ensureSeeded } from './seed/index.ts';

export interface RunningServer {
  port: number;
  database: DatabaseHandle;
  /** Stops taking requests, then closes the database cleanly. */
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
    production: config.production,
    now: systemClock.now(),
    log: (msg, fields) => logger.info(msg, fields),
  });
  logger.info(seed.seeded ? 'database seeded' : 'database already seeded', { ...seed });

  const app = createApp({
    database,
    logger,
    apiEnv: config.apiEnv,
    clock: systemClock,
    production: config.production,
    jwtSecret: config.jwtSecret,
    trustProxy: config.trustProxy,
    staticDir: options.serveStorefront ? config.staticDir : undefined,
    warmCatalogue: true,
  });
  const server = serve({ fetch: app.fetch, port: config.port });
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  });
  const port = (server.address() as AddressInfo).port;
  logger.info('listening', {
    url: options.serveStorefront ? `http://localhost:${port}/ecom/` : `http://localhost:${port}/api/`,
  });

  let stopping: Promise<void> | undefined;
  const stop = () => {
    stopping ??= (async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await database.close();
    })();
    return stopping;
  };
  return { port, database, stop };
}

/** SIGTERM and SIGINT stop the server and close the database, so a restart loses nothing. */
export function stopOnSignals(server: RunningServer, logger: Logger): void {
  const onSignal = (signal: NodeJS.Signals) => {
    logger.info('stopping', { signal });
    const forced = setTimeout(() => {
      logger.error('forced exit: shutdown took over 10 seconds');
      process.exit(1);
    }, 10_000);
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
