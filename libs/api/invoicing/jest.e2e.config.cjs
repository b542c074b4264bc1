// The invoicing context's API tests (`nx run api-invoicing:e2e`).
module.exports = require('../../../jest.api-e2e.preset.cjs')(__dirname, 'api-invoicing');
