const { NxAppWebpackPlugin } = require('@nx/webpack/app-plugin');
const { join } = require('node:path');

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
  ],
};
