import { buildStorefront, isBuildStale } from './build.ts';
import { readConfigOrExit } from './config.ts';
import { createLogger } from './logger.ts';
import { startServer, stopOnSignals } from './start.ts';

// `npm start`: build the storefront if it is missing or stale, then serve the shop.
const config = readConfigOrExit();
const logger = createLogger();
const root = process.cwd();

try {
  if (isBuildStale(root, config.staticDir)) {
    logger.info('building the storefront', { staticDir: config.staticDir });
    await buildStorefront(root);
  }
  const server = await startServer(config, logger, { serveStorefront: true });
  stopOnSignals(server, logger);
} catch (error) {
  logger.error('failed to start', { error });
  process.exit(1);
}
