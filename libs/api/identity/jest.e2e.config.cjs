// The identity context's API tests (`nx run api-identity:e2e`).
module.exports = require('../../../jest.api-e2e.preset.cjs')(__dirname, 'api-identity');
