import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The API server of `npm start` / `npm run dev` at the repository root. */
const API_TARGET = 'http://localhost:8080';

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: {
      '/api': { target: API_TARGET, ws: true },
    },
  },
  preview: {
    proxy: {
      '/api': { target: API_TARGET, ws: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // No source maps in production; the server's CSP allows no inline scripts or eval.
    sourcemap: false,
    chunkSizeWarningLimit: 800,
  },
});
