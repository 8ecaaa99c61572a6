import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiTarget = process.env.API_URL ?? 'http://localhost:3000';

export default defineConfig({
  base: '/ecom/',
  plugins: [
    tanstackRouter({
      target: 'react',
      routesDirectory: './src/routes',
      generatedRouteTree: './src/routeTree.gen.ts',
      autoCodeSplitting: true,
      routeFileIgnorePattern: '\\.(test|spec)\\.tsx?$',
    }),
    react(),
  ],
  build: {
    outDir: 'dist/ecom',
    emptyOutDir: true,
    sourcemap: true,
  },
  server: {
    proxy: { '/api': { target: apiTarget, changeOrigin: false } },
  },
});
