import path from 'node:path';
import react from '@vitejs/plugin-react';
import postcssPresetMantine from 'postcss-preset-mantine';
import { defineConfig, loadEnv } from 'vite';

const root = import.meta.dirname;

// Everything the server answers itself; in development Vite forwards these to the API process.
const API_PREFIXES = ['/v1', '/auth', '/stripe', '/health', '/api'];

export default defineConfig(({ mode }) => {
  // The API's port comes from the same .env/environment the server reads (API_PORT overrides it
  // for the case where both run side by side with a custom port).
  const env = loadEnv(mode, root, '');
  const apiTarget = `http://localhost:${env.API_PORT || env.PORT || '3000'}`;
  return {
    root: path.resolve(root, 'app'),
    // The server serves this folder (APP_DIST_DIR) with a history fallback on the API's port.
    build: {
      outDir: path.resolve(root, 'dist/app'),
      emptyOutDir: true,
      // Libraries change less often than the app: separate chunks stay cached across releases.
      rolldownOptions: {
        output: {
          codeSplitting: {
            groups: [
              // Only the Excel export needs exceljs (≈1 MB): its own chunk, loaded when a user exports.
              { name: 'exceljs', test: /node_modules[\\/]exceljs[\\/]/, priority: 3 },
              // zod with the switch that keeps it from probing eval (refused by the CSP): every chunk
              // that builds a schema imports this one, so the switch runs before any schema exists.
              { name: 'zod', test: /node_modules[\\/]zod[\\/]|app[\\/]zod-without-eval\.ts$/, priority: 4 },
              { name: 'mantine', test: /node_modules[\\/]@mantine[\\/]/, priority: 2 },
              { name: 'vendor', test: /node_modules[\\/]/, priority: 1 },
            ],
          },
        },
      },
    },
    plugins: [react()],
    css: {
      postcss: {
        plugins: [postcssPresetMantine()],
      },
    },
    server: {
      port: 5173,
      proxy: Object.fromEntries(API_PREFIXES.map((prefix) => [prefix, { target: apiTarget }])),
    },
  };
});
