import type { ServerResponse } from 'node:http';
import { STYLESHEET_PATH } from './paths';

const ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text safe inside HTML content and double- or single-quoted attributes. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);
}

/** A hidden input carrying one form field. */
export function hiddenInput(name: string, value: string): string {
  return `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`;
}

/** A way out of a sandbox page, back into the app. */
export interface PageLink {
  /** A same-origin path. */
  readonly href: string;
  readonly label: string;
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

export interface MessageExtras {
  readonly headers?: Readonly<Record<string, string>>;
  /** Where the patient goes from here: a refusal that ends a payment must not be a dead end. */
  readonly link?: PageLink;
}

/** A page with one message (errors, refusals), and a link back into the app when there is one. */
export function sendMessagePage(
  res: ServerResponse,
  status: number,
  title: string,
  message: string,
  { headers = {}, link }: MessageExtras = {},
): void {
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  const back =
    link === undefined
      ? ''
      : `\n<p><a class="back-link" href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>`;
  sendHtml(res, status, page({ title, body: `<p class="message">${escapeHtml(message)}</p>${back}` }));
}

/** The answer to a POST that did its work: the browser GETs the page to show (post-redirect-get), so going back never posts again. */
export function seeOther(res: ServerResponse, location: string): void {
  res.writeHead(303, { location, 'cache-control': 'no-store' });
  res.end();
}
