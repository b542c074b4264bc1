import type { FetchArgs } from '@reduxjs/toolkit/query/react';

/**
 * A request index.html's inline script made before the app loaded (the products of the shop or product
 * page it was opened on), named as `requestKey` names the app's own, with its answer (null if it failed).
 */
export interface HeadStart {
  key: string;
  answer: Promise<unknown>;
}

declare global {
  var nidraHeadStart: HeadStart | undefined;
}

/** A request as the page's inline script names it: method, path and JSON body. */
export function requestKey(args: string | FetchArgs): string {
  if (typeof args === 'string') return `GET ${args}`;
  const body = args.body === undefined ? '' : ` ${JSON.stringify(args.body)}`;
  return `${(args.method ?? 'GET').toUpperCase()} ${args.url}${body}`;
}

/** The inline script's answer when it asked for this very request; taken once. */
export function takeHeadStart(args: string | FetchArgs): Promise<unknown> | null {
  const start = globalThis.nidraHeadStart;
  if (!start || start.key !== requestKey(args)) return null;
  globalThis.nidraHeadStart = undefined;
  return start.answer;
}
