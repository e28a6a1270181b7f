import type { ServerResponse } from 'node:http';
import { STYLESHEET_PATH } from './paths';

const ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text safe inside HTML content and double- or single-quoted attributes. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);
}

/** A hidden input carrying one form field. */
export function hiddenInput(name: string, value: string): string {
  return `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`;
}

export interface PageOptions {
  readonly title: string;
  /** Already-escaped HTML of the page's main area. */
  readonly body: string;
  /** Same-origin scripts to load (deferred). */
  readonly scripts?: readonly string[];
}

/** A whole sandbox page: no inline script or style (the CSP allows neither), one same-origin stylesheet. */
export function page({ title, body, scripts = [] }: PageOptions): string {
  const scriptTags = scripts.map((src) => `<script src="${escapeHtml(src)}" defer></script>`).join('');
  return [
    '<!doctype html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex">',
    `<title>${escapeHtml(title)}</title>`,
    `<link rel="stylesheet" href="${STYLESHEET_PATH}">`,
    ...(scriptTags === '' ? [] : [scriptTags]),
    '</head>',
    '<body>',
    '<main class="sandbox">',
    '<p class="badge">Payment sandbox: no real money moves</p>',
    `<h1>${escapeHtml(title)}</h1>`,
    body,
    '</main>',
    '</body>',
    '</html>',
  ].join('\n');
}

export function sendHtml(res: ServerResponse, status: number, html: string): void {
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
  res.end(html);
}

/** A page with one message (errors, refusals). */
export function sendMessagePage(res: ServerResponse, status: number, title: string, message: string, headers: Record<string, string> = {}): void {
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  sendHtml(res, status, page({ title, body: `<p class="message">${escapeHtml(message)}</p>` }));
}
