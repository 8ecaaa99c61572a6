import { defineConfig } from 'vitest/config';

// Three projects: browser code in jsdom, the API in node, and the machine model tests in node.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: ['test/unit/**/*.test.{ts,tsx}'],
          setupFiles: ['test/unit/setup.ts'],
          // Component tests render real views and load on-demand chunks: on two busy cores 5 s is too tight.
          testTimeout: 15_000,
        },
      },
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['test/server/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'model',
          environment: 'node',
          include: ['model-tests/**/*.test.ts'],
          exclude: ['model-tests/e2e/**'],
        },
      },
    ],
  },
});
