type Logger = ((...args: unknown[]) => void) & { enabled: boolean; namespace: string; extend(name: string): Logger };
type CreateDebug = ((namespace: string) => Logger) & { enable(namespaces: string): void };

/** The production server's `debug` package (apps/api/quiet-debug.js), loaded afresh with DEBUG as given. */
function load(debugVariable: string | undefined): CreateDebug {
  const before = process.env['DEBUG'];
  if (debugVariable === undefined) delete process.env['DEBUG'];
  else process.env['DEBUG'] = debugVariable;
  try {
    let loaded: CreateDebug | undefined;
    jest.isolateModules(() => {
      loaded = jest.requireActual<CreateDebug>('../quiet-debug.js');
    });
    if (!loaded) throw new Error('quiet-debug.js did not load');
    return loaded;
  } finally {
    if (before === undefined) delete process.env['DEBUG'];
    else process.env['DEBUG'] = before;
  }
}

describe("the production server's debug loggers", () => {
  it('without DEBUG, log nothing and keep the namespaces libraries read', () => {
    const written = jest.spyOn(process.stderr, 'write').mockImplementation(() => true);
    try {
      const createDebug = load(undefined);
      const logger = createDebug('socket.io:socket');
      logger('joining room %s', 'admins', { a: 1 });
      expect(written).not.toHaveBeenCalled();
      expect(logger.enabled).toBe(false);
      expect(logger.extend('client').namespace).toBe('socket.io:socket:client');
    } finally {
      written.mockRestore();
    }
  });

  it('with DEBUG set, are the package itself, so its loggers write as asked', () => {
    const written = jest.spyOn(process.stderr, 'write').mockImplementation(() => true);
    try {
      const createDebug = load('nidra:*');
      const logger = createDebug('nidra:check');
      expect(logger.enabled).toBe(true);
      logger('a line for the log');
      expect(written.mock.calls.map(([text]) => String(text)).join('')).toContain('a line for the log');
      expect(createDebug('socket.io:socket').enabled).toBe(false);
    } finally {
      written.mockRestore();
    }
  });
});
