// jsdom for component tests, plus the web platform globals Node has and jsdom lacks
// (the router and RTK Query use them).
const { TestEnvironment } = require('jest-environment-jsdom');

class BrowserLikeEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of ['TextEncoder', 'TextDecoder', 'fetch', 'Request', 'Response', 'Headers', 'AbortController', 'AbortSignal', 'structuredClone']) {
      this.global[name] = globalThis[name];
    }
  }
}

module.exports = BrowserLikeEnvironment;
