// The catalog context's API tests (`nx run api-catalog:e2e`).
module.exports = require('../../../jest.api-e2e.preset.cjs')(__dirname, 'api-catalog');
