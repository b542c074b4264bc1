// The merchants context's API tests (`nx run api-merchants:e2e`).
module.exports = require('../../../jest.api-e2e.preset.cjs')(__dirname, 'api-merchants');
