// The reviews context's API tests (`nx run api-reviews:e2e`).
module.exports = require('../../../jest.api-e2e.preset.cjs')(__dirname, 'api-reviews');
