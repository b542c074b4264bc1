import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build as bundle } from 'rolldown';
import { defineConfig, minify, type Plugin, type Rollup } from 'vite';
import react from '@vitejs/plugin-react';
import tsconfigPaths from 'vite-tsconfig-paths';
import { compression } from 'vite-plugin-compression2';

type OutputBundle = Rollup.OutputBundle;
type OutputChunk = Rollup.OutputChunk;

const api = process.env['API_URL'] ?? 'http://localhost:3000';

/** Where the build of the first screen's renderer goes (`vite build --ssr src/first-screen.tsx`, run first). */
const FIRST_SCREEN_DIR = resolve(import.meta.dirname, '../../dist/apps/web-first-screen');
const FIRST_SCREEN_MODULE = resolve(FIRST_SCREEN_DIR, 'first-screen.mjs');

/** What the first screen's renderer exports (src/first-screen.tsx). */
interface FirstScreenModule {
  renderFirstScreen: () => string;
  renderShopTemplate: () => string;
  EARLY_PAGE_CONSTANTS: Record<string, unknown>;
}

/** The script index.html runs inline before anything is painted (see the file). */
const HEAD_START_SCRIPT = resolve(import.meta.dirname, 'src/head-start.js');

/** The inline script as one plain script, with what it imports from the shared utilities. */
async function headStartBundle(): Promise<string> {
  const { output } = await bundle({
    input: HEAD_START_SCRIPT,
    tsconfig: resolve(import.meta.dirname, '../../tsconfig.base.json'),
    // The shared utilities only declare: the script takes just what it uses.
    treeshake: { moduleSideEffects: false },
    write: false,
    output: { format: 'iife' },
  });
  return output[0].code;
}

/**
 * The app's start (imported once the first screen is painted): the scripts it takes, in the order they
 * import each other, and its style sheets, which the first screen needs.
 */
function startFiles(bundle: OutputBundle | undefined, entry: OutputChunk | undefined): { scripts: string[]; sheets: string } {
  const chunks = new Map(
    Object.values(bundle ?? {})
      .filter((file): file is OutputChunk => file.type === 'chunk')
      .map((chunk) => [chunk.fileName, chunk]),
  );
  const start = [...chunks.values()].find((chunk) => chunk.facadeModuleId?.endsWith('/src/app/start.tsx'));
  if (!start) throw new Error('The build has no chunk for src/app/start.tsx');
  const seen = new Set<string>([entry?.fileName ?? '']);
  const scripts: string[] = [];
  const sheets = new Set<string>(entry?.viteMetadata?.importedCss);
  const stylesheets: string[] = [];
  // What a chunk imports first, so that its sheets cascade in the order the app imports them.
  const visit = (chunk: OutputChunk) => {
    if (seen.has(chunk.fileName)) return;
    seen.add(chunk.fileName);
    for (const imported of chunk.imports) {
      const next = chunks.get(imported);
      if (next) visit(next);
    }
    scripts.push(`/${chunk.fileName}`);
    for (const sheet of chunk.viteMetadata?.importedCss ?? []) {
      if (!sheets.has(sheet)) stylesheets.push(`<link rel="stylesheet" crossorigin href="/${sheet}">`);
      sheets.add(sheet);
    }
  };
  visit(start);
  return { scripts, sheets: stylesheets.map((link) => `  ${link}\n  `).join('') };
}

/**
 * Writes the home page, rendered at build time, into index.html: a first visit paints it from the HTML
 * alone instead of waiting for the app's scripts to download and run. Beside it, the shop page's template,
 * from which the inline script draws a shop page before the app has loaded.
 */
function firstScreen(): Plugin {
  return {
    name: 'nidra-first-screen',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      async handler(html, { bundle, chunk }) {
        if (!existsSync(FIRST_SCREEN_MODULE)) throw new Error(`No first screen at ${FIRST_SCREEN_MODULE}: build it first (npx nx build web)`);
        const { renderFirstScreen, renderShopTemplate, EARLY_PAGE_CONSTANTS } = (await import(pathToFileURL(FIRST_SCREEN_MODULE).href)) as FirstScreenModule;
        const start = startFiles(bundle, chunk);
        // The start's scripts are named in the inline script, which has them fetched at once on a link to a
        // page the app must draw; home, and a shop or product page it draws itself, ask for them once painted.
        const headStartSource = Object.entries({ START_SCRIPTS: start.scripts, ...EARLY_PAGE_CONSTANTS }).reduce(
          (source, [name, value]) => source.replaceAll(name, JSON.stringify(value)),
          await headStartBundle(),
        );
        const headStart = await minify('head-start.js', headStartSource);
        return (
          html
            // The page paints without it: the style sheets and the page's text come first on a slow link.
            .replace(/<script type="module" /g, '<script type="module" fetchpriority="low" ')
            .replace('</head>', `${start.sheets}</head>`)
            .replace('<meta charset="utf-8" />', `<meta charset="utf-8" />\n    <script>${headStart.code.trim()}</script>`)
            .replace(
              '<div id="root"></div>',
              `<div id="root"><div class="first-screen" data-year="${new Date().getFullYear()}">${renderFirstScreen()}</div></div>` +
                `\n    <template id="shop-page">${renderShopTemplate()}</template>`,
            )
        );
      },
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  root: import.meta.dirname,
  cacheDir: '../../node_modules/.vite/apps/web',
  plugins: [
    react(),
    tsconfigPaths({ projects: ['../../tsconfig.base.json'] }),
    ...(isSsrBuild
      ? []
      : [
          firstScreen(),
          // Brotli and gzip copies beside every text asset, served as they are (no compression per request).
          compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024, exclude: [/\.map$/], logLevel: 'warn' }),
        ]),
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
    outDir: isSsrBuild ? FIRST_SCREEN_DIR : '../../dist/apps/web',
    emptyOutDir: true,
    reportCompressedSize: false,
    sourcemap: !isSsrBuild,
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
}));
