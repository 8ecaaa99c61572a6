import { Generator, getConfig } from '@tanstack/router-generator';

// `npm run routes`: writes src/routeTree.gen.ts from the files under src/routes, as the Vite plugin does
// when it builds, so that a new route file typechecks before the next build.
const config = getConfig({
  target: 'react',
  routesDirectory: './src/routes',
  generatedRouteTree: './src/routeTree.gen.ts',
  autoCodeSplitting: true,
  routeFileIgnorePattern: '\\.(test|spec)\\.tsx?$',
});
await new Generator({ config, root: process.cwd() }).run();
