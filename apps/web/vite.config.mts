import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tsconfigPaths from 'vite-tsconfig-paths';
import { compression } from 'vite-plugin-compression2';

const api = process.env['API_URL'] ?? 'http://localhost:3000';

export default defineConfig({
  root: import.meta.dirname,
  cacheDir: '../../node_modules/.vite/apps/web',
  plugins: [
    react(),
    tsconfigPaths({ projects: ['../../tsconfig.base.json'] }),
    // Brotli and gzip copies beside every text asset, served as they are (no compression per request).
    compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024, exclude: [/\.map$/], logLevel: 'warn' }),
  ],
  server: {
    port: 4200,
    host: 'localhost',
    proxy: {
      '/api': api,
      '/uploads': api,
      '/socket.io': { target: api, ws: true },
    },
  },
  build: {
    outDir: '../../dist/apps/web',
    emptyOutDir: true,
    reportCompressedSize: false,
    sourcemap: true,
    target: 'es2022',
    rolldownOptions: {
      // Shared contracts, utilities and the libraries' components only declare (texts, enums, rules,
      // components): a chunk gets just the ones it uses, so a page loaded on demand takes its code and texts
      // with it instead of leaving them in the storefront's first chunk because a library's index names
      // them. Style sheets and RTK Query's injected endpoints do act on import, and stay.
      treeshake: {
        moduleSideEffects: [
          { test: /\.css$/, sideEffects: true },
          { test: /\.api\.ts$/, sideEffects: true },
          { test: /libs\/shared\/(contracts|util)\/src\/.*\.ts$/, sideEffects: false },
          { test: /libs\/web\/[a-z-]+\/src\/lib\/.*\.tsx?$/, sideEffects: false },
        ],
      },
      output: {
        // The libraries every page shares come as one file, not as many small ones a first visit would
        // wait for one round trip after another.
        codeSplitting: {
          groups: [{ name: 'shared', test: /node_modules[\\/]|libs[\\/](shared|web[\\/](data-access|ui|util))[\\/]/, minShareCount: 2 }],
        },
      },
    },
  },
});
