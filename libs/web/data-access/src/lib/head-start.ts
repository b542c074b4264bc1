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

/** Takes the inline script's request of that key out of its list. */
function take(matches: (request: HeadStartRequest) => boolean): HeadStartRequest | undefined {
  const requests = globalThis.nidraHeadStart?.requests;
  const index = requests?.findIndex(matches) ?? -1;
  return index < 0 ? undefined : requests?.splice(index, 1)[0];
}

/** The inline script's answer when it asked for this very request; taken once. */
export function takeHeadStart(args: string | FetchArgs): Promise<unknown> | null {
  const key = requestKey(args);
  return take((request) => request.key === key)?.answer ?? null;
}

/** The inline script's requests whose answers have come, taken out of its list: each as the query it stands for. */
export function takeHeadStartAnswers(): { endpointName: string; arg: unknown; value: unknown }[] {
  const answered = [];
  const hasValue = (request: HeadStartRequest) => request.value !== undefined && request.value !== null;
  for (let request = take(hasValue); request; request = take(hasValue)) {
    answered.push({ endpointName: request.endpoint, arg: request.arg, value: request.value });
  }
  return answered;
}
