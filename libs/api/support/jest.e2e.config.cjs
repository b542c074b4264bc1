// The support context's API tests (`nx run api-support:e2e`).
module.exports = require('../../../jest.api-e2e.preset.cjs')(__dirname, 'api-support');
