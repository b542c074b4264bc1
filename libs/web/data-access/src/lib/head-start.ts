import type { FetchArgs } from '@reduxjs/toolkit/query/react';

/**
 * A request index.html's inline script made before the app loaded (the data of the shop or product page it
 * was opened on): the app's endpoint and argument it stands for, its key as `requestKey` names the app's own
 * requests, its answer (null if it failed), and that answer once it has come.
 */
export interface HeadStartRequest {
  endpoint: string;
  arg?: unknown;
  key: string;
  answer: Promise<unknown>;
  value?: unknown;
}

/** What the inline script leaves: its requests, and when the first screen it drew from them is on screen. */
export interface HeadStart {
  requests: HeadStartRequest[];
  painted: Promise<void>;
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
  const requests = globalThis.nidraHeadStart?.requests ?? [];
  const key = requestKey(args);
  const index = requests.findIndex((request) => request.key === key);
  return index < 0 ? null : requests.splice(index, 1)[0].answer;
}

/** The inline script's requests whose answers have come, taken out of its list: each as the query it stands for. */
export function takeHeadStartAnswers(): { endpointName: string; arg: unknown; value: unknown }[] {
  const start = globalThis.nidraHeadStart;
  if (!start) return [];
  const answered = (request: HeadStartRequest) => request.value !== undefined && request.value !== null;
  const taken = start.requests.filter(answered);
  start.requests = start.requests.filter((request) => !answered(request));
  return taken.map((request) => ({ endpointName: request.endpoint, arg: request.arg, value: request.value }));
}
