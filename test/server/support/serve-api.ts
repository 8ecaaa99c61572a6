import { readConfigOrExit } from '../../../src/server/config.ts';
import { createLogger } from '../../../src/server/logger.ts';
import { startServer, stopOnSignals } from '../../../src/server/start.ts';

// `npm start` without building the storefront: the API alone, started and stopped exactly as main.ts does,
// for tests that run the server as its own process (test/server/shutdown.test.ts).
const config = readConfigOrExit();
const logger = createLogger();
const server = await startServer(config, logger, { serveStorefront: false });
stopOnSignals(server, logger);
