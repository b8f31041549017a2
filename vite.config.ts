import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { readFileSync } from 'node:fs';
import { defineConfig } from 'vite';

const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string };

// The API server (server/) answers /server/* and /__control/*; in dev, Vite proxies to it.
const apiTarget = process.env.API_ORIGIN ?? 'http://localhost:8080';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  define: { __APP_VERSION__: JSON.stringify(version) },
  worker: { format: 'es' },
  build: { sourcemap: true, target: 'es2022' },
  server: {
    port: 5173,
    proxy: {
      '/server': { target: apiTarget, ws: true, changeOrigin: false },
      '/__control': { target: apiTarget },
    },
  },
});
