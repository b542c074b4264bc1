import { greeting, type MailContent } from '@nidra/api/core';

/** What an order email says, written once and rendered as plain text and as HTML. */
export interface EmailParts {
  to: string;
  subject: string;
  firstName: string | null;
  /** Paragraphs before the lines. */
  intro: string[];
  /** The order's lines it is about, one a bullet. */
  lines?: string[];
  /** Label and value pairs after the lines (courier, tracking number, amount …). */
  details?: Array<[string, string]>;
  /** Paragraphs after them. */
  outro?: string[];
  link: { label: string; url: string };
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] as string);

const PARAGRAPH = 'margin:0 0 16px;';
/** One column no wider than a phone needs, inline styles only: mail apps drop style sheets. */
const FRAME = 'max-width:560px;margin:0 auto;padding:24px 16px;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#1f2937;';
const BUTTON = 'display:inline-block;padding:12px 20px;background:#2e3b5c;color:#ffffff;text-decoration:none;border-radius:4px;font-weight:bold;';

export function orderEmail(parts: EmailParts): MailContent {
  return { to: parts.to, subject: parts.subject, text: asText(parts), html: asHtml(parts) };
}

function asText(parts: EmailParts): string {
  const blocks = [
    [greeting(parts.firstName)],
    ...parts.intro.map((paragraph) => [paragraph]),
    parts.lines?.length ? parts.lines.map((line) => `- ${line}`) : [],
    parts.details?.length ? parts.details.map(([label, value]) => `${label}: ${value}`) : [],
    ...(parts.outro ?? []).map((paragraph) => [paragraph]),
    [`${parts.link.label}: ${parts.link.url}`],
  ];
  return blocks
    .filter((block) => block.length > 0)
    .map((block) => block.join('\n'))
    .join('\n\n');
}

function asHtml(parts: EmailParts): string {
  const paragraph = (text: string) => `<p style="${PARAGRAPH}">${escapeHtml(text)}</p>`;
  const lines = parts.lines?.length
    ? `<ul style="${PARAGRAPH}padding-left:20px;">${parts.lines.map((line) => `<li style="margin:0 0 4px;">${escapeHtml(line)}</li>`).join('')}</ul>`
    : '';
  const details = parts.details?.length
    ? `<p style="${PARAGRAPH}">${parts.details.map(([label, value]) => `<strong>${escapeHtml(label)}:</strong> ${escapeHtml(value)}`).join('<br>')}</p>`
    : '';
  return [
    '<!doctype html>',
    '<html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"></head>',
    `<body style="margin:0;padding:0;background:#f4f4f7;"><div style="${FRAME}">`,
    paragraph(greeting(parts.firstName)),
    ...parts.intro.map(paragraph),
    lines,
    details,
    ...(parts.outro ?? []).map(paragraph),
    `<p style="${PARAGRAPH}"><a href="${escapeHtml(parts.link.url)}" style="${BUTTON}">${escapeHtml(parts.link.label)}</a></p>`,
    '<p style="margin:24px 0 0;font-size:13px;color:#6b7280;">Nidra</p>',
    '</div></body></html>',
  ].join('');
}
