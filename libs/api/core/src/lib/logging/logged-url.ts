import type { IncomingMessage } from 'node:http';

/** What the log writes in place of a secret. */
export const REDACTED = '[redacted]';

/** Path and query parameters named so hold a secret: an emailed link's token, an OAuth code or state. */
const SECRET_NAME = /token|secret|password|^code$|^state$/i;

const LOGGED_URL = Symbol('nidra:logged-url');
type Marked = IncomingMessage & { [LOGGED_URL]?: string };

/**
 * Which routes carry a secret in their path, learnt from the routes as they are added (a path parameter
 * named as one, such as `/auth/reset/:token`), so that the log never writes a request's secrets: those path
 * segments and the values of secret-named query parameters are redacted from the URL it shows.
 */
export class SecretPaths {
  /** By a route's path, as Fastify's pattern: the indexes of its segments that hold a secret. */
  private readonly routes = new Map<string, number[]>();
  /** The same, for a URL no route took (a link mistyped): the paths that begin as such a route's. */
  private readonly beginnings: Array<{ pattern: RegExp; secrets: number[] }> = [];

  /** Learns a route (Fastify's onRoute hook). */
  readonly learn = (route: { url: string }): void => {
    const segments = route.url.split('/');
    const secrets = segments.flatMap((segment, index) => (SECRET_NAME.test(/^:(\w+)/.exec(segment)?.[1] ?? '') ? [index] : []));
    if (!secrets.length || this.routes.has(route.url)) return;
    this.routes.set(route.url, secrets);
    const beginning = segments.slice(0, Math.max(...secrets) + 1).map((segment) => (segment.startsWith(':') ? '[^/]*' : escapeRegExp(segment)));
    this.beginnings.push({ pattern: new RegExp(`^${beginning.join('/')}(?:/|$)`, 'i'), secrets });
  };

  /**
   * Keeps on the request, for the log, its URL with its secrets redacted, when it has any to redact (its
   * route's path names one, or it has a query string). `route` is the path pattern Fastify matched, if any.
   */
  mark(raw: IncomingMessage, route: string | undefined): void {
    const url = raw.url ?? '';
    const query = url.indexOf('?');
    let path = query < 0 ? url : url.slice(0, query);
    const secrets = route === undefined ? this.beginnings.find(({ pattern }) => pattern.test(path))?.secrets : this.routes.get(route);
    if (!secrets && query < 0) return;
    if (secrets) {
      const parts = path.split('/');
      for (const index of secrets) if (index < parts.length) parts[index] = REDACTED;
      path = parts.join('/');
    }
    (raw as Marked)[LOGGED_URL] = query < 0 ? path : `${path}?${redactQuery(url.slice(query + 1))}`;
  }
}

/** The request's URL as the log may show it, if it had secrets to redact. */
export function loggedUrl(raw: IncomingMessage): string | undefined {
  return (raw as Marked)[LOGGED_URL];
}

/** A request's parsed query as the log may show it: the values of secret-named parameters redacted. */
export function loggedQuery(query: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(query).map(([name, value]) => [name, SECRET_NAME.test(name) ? REDACTED : value]));
}

function redactQuery(query: string): string {
  return query
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      return equals >= 0 && SECRET_NAME.test(decoded(pair.slice(0, equals))) ? `${pair.slice(0, equals)}=${REDACTED}` : pair;
    })
    .join('&');
}

function decoded(name: string): string {
  try {
    return decodeURIComponent(name.replace(/\+/g, ' '));
  } catch {
    return name;
  }
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
