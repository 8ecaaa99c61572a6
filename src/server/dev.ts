import { createServer } from 'vite';
import { readConfigOrExit } from './config.ts';
import { createLogger } from './logger.ts';
import { startServer, stopOnSignals } from './start.ts';

// `npm run dev`: the API on PORT (3000) and Vite's dev server (hot reload) in front of it, proxying /api.
const config = readConfigOrExit();
const logger = createLogger();
const server = await startServer(config, logger, { serveStorefront: false });
stopOnSignals(server, logger);
process.env.API_URL = `http://${config.host.includes(':') ? `[${config.host}]` : config.host}:${server.port}`;
const vite = await createServer({ configFile: 'vite.config.ts' });
await vite.listen();
vite.printUrls();
