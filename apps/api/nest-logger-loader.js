/**
 * Webpack loader for Nest's logger and console logger, which each build their timestamps' date formatter
 * as they are loaded: the first `Intl` formatter a process builds loads some 7 MB of locale data, which the
 * server, logging through pino, never reads. Built in, a formatter is made the first time a timestamp is
 * written. The build fails if a logger no longer reads as expected, rather than leave its formatter eager.
 */
const EAGER = /const dateTimeFormatter = new Intl\.DateTimeFormat\(([^;]*?)\);/s;

module.exports = function nestLoggerLoader(source) {
  if (!EAGER.test(source)) throw new Error(`${this.resourcePath} no longer builds \`dateTimeFormatter\` as apps/api/nest-logger-loader.js expects`);
  return source.replace(
    EAGER,
    (_, options) => `const dateTimeFormatter = { format(date) { return (this.made ??= new Intl.DateTimeFormat(${options})).format(date); } };`,
  );
};
