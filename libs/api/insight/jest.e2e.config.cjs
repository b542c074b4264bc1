// The Overview's and exports' API tests (`nx run api-insight:e2e`).
module.exports = require('../../../jest.api-e2e.preset.cjs')(__dirname, 'api-insight');
