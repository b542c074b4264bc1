// The ordering context's API tests (`nx run api-ordering:e2e`).
module.exports = require('../../../jest.api-e2e.preset.cjs')(__dirname, 'api-ordering');
