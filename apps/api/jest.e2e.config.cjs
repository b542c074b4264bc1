// The whole shop's API tests: what spans contexts (guards, hardening, outages, scale-out, upgrade, seed).
// Each context's own tests live in its library (`nx run api-<context>:e2e`).
module.exports = require('../../jest.api-e2e.preset.cjs')(__dirname, 'api');
