'use strict';
/**
 * The `debug` package as the libraries built into the production server import it (socket.io, engine.io,
 * knex …). Its loggers gather their arguments into a new array on every call even when switched off, which
 * was a twentieth of what a burst of chat messages allocated. Loggers are switched on by the DEBUG variable
 * at start: with it set, this is the package itself; without it none can ever log, so each is a function
 * that does nothing.
 */
const real = require('debug/src/index.js');

function quiet(namespace) {
  const logger = () => undefined;
  logger.namespace = namespace;
  logger.enabled = false;
  logger.log = real.log;
  logger.extend = (name, delimiter = ':') => quiet(`${namespace}${delimiter}${name}`);
  logger.destroy = () => false;
  return logger;
}

module.exports = process.env.DEBUG ? real : Object.assign(quiet, real, { debug: quiet, default: quiet });
