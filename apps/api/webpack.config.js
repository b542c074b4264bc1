const { NxAppWebpackPlugin } = require('@nx/webpack/app-plugin');
const { join } = require('node:path');
const TerserPlugin = require('terser-webpack-plugin');

/**
 * The server's bundles as its source, less the comments and with every character outside ASCII escaped:
 * V8 keeps a script's source in memory for as long as it runs, at two bytes a character when a single
 * one is outside Latin-1 (a rupee sign in a message will do) and one byte otherwise. Nothing is renamed
 * or rewritten, so stack traces name the same functions.
 */
const asciiWithoutComments = {
  apply(compiler) {
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
      additionalEntryPoints: [{ entryName: 'invoice-pdf.worker', entryPath: 'libs/api/ordering/src/lib/invoices/invoice-pdf.worker.ts' }],
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
    ...(process.env.NODE_ENV === 'production' ? [asciiWithoutComments] : []),
  ],
};
