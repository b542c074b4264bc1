// Helpers for Node.js only (the API, the tests, the tools), kept out of the libraries the browser loads.
export * from './lib/free-port';
