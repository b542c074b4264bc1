// The fulfilment context's API tests (`nx run api-fulfilment:e2e`).
module.exports = require('../../../jest.api-e2e.preset.cjs')(__dirname, 'api-fulfilment');
