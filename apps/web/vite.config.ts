import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/**
 * Writes `.br` and `.gz` beside every compressible file of the build, once, so the server
 * sends them as they are (@fastify/static `preCompressed`) instead of compressing per request.
 */
function precompress(outDir: string): Plugin {
  const compressible = /\.(js|css|html|svg|json|txt)$/;
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? walk(path) : [path];
    });
  return {
    name: 'plotline:precompress',
    apply: 'build',
    closeBundle() {
      for (const file of walk(outDir).filter((f) => compressible.test(f))) {
        const content = readFileSync(file);
        if (content.length < 1024) continue;
        writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
        const quality = { [constants.BROTLI_PARAM_QUALITY]: 11 };
        writeFileSync(`${file}.br`, brotliCompressSync(content, { params: quality }));
      }
    },
  };
}

/** The API server of `npm start` / `npm run dev` at the repository root. */
const API_TARGET = 'http://localhost:8080';

export default defineConfig({
  plugins: [react(), precompress(join(import.meta.dirname, 'dist'))],
  server: {
    port: 5173,
    proxy: {
      '/api': { target: API_TARGET, ws: true },
      '/ws': { target: API_TARGET, ws: true },
    },
  },
  preview: {
    proxy: {
      '/api': { target: API_TARGET, ws: true },
      '/ws': { target: API_TARGET, ws: true },
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
