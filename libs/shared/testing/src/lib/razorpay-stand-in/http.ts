// Reading requests and writing JSON answers, errors in Razorpay's shape.

import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Ledger } from './ledger';
import { RazorpayError } from './razorpay-error';
import type { RazorpayStandIn } from './types';

/** One request to the stand-in, with what its routes answer from. */
export interface StandInRequest {
  request: IncomingMessage;
  response: ServerResponse;
  /** The path without a trailing slash. */
  path: string;
  method: string;
  standIn: RazorpayStandIn;
  ledger: Ledger;
}

/** Takes JSON or a form post (`notes[key]=…` becomes `notes: { key: … }`). */
export async function readBody(request: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  if (!text.trim()) return {};
  const type = (request.headers['content-type'] ?? '').toLowerCase();
  if (type.startsWith('application/x-www-form-urlencoded')) {
    const body: Record<string, unknown> = {};
    for (const [key, value] of new URLSearchParams(text)) {
      const nested = key.match(/^([^[\]]+)\[([^[\]]*)\]$/);
      if (!nested) {
        body[key] = value;
        continue;
      }
      const parent = (body[nested[1]] ??= {}) as Record<string, unknown>;
      parent[nested[2]] = value;
    }
    return body;
  }
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) return parsed as Record<string, unknown>;
  } catch {
    // Answered below, as Razorpay does.
  }
  throw new RazorpayError(400, 'The request body is not valid JSON.');
}

export function send(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
  response.end(JSON.stringify(body));
}

export function sendError(response: ServerResponse, error: unknown, headers: Record<string, string> = {}): void {
  if (error instanceof RazorpayError) {
    send(response, error.status, error.body, headers);
    return;
  }
  const description = error instanceof Error ? error.message : String(error);
  send(response, 500, { error: { code: 'SERVER_ERROR', description } }, headers);
}
