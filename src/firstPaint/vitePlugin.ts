import type { Plugin, Rollup } from 'vite';
import type { Tenant } from '../../tenants/schema';
import { chatHomeMarkup, chatHomeScript } from './chatHomeMarkup';
import { escapeHtml } from './html';
import { homeDashboardMarkup, homeDashboardScript } from './homeDashboardMarkup';

/** The tenant's first screen: its markup, and the inline script that fits it to the visit. */
function firstScreenOf(tenant: Tenant): { markup: string; script: string } {
  return tenant.uxFlow === 'chat'
    ? { markup: chatHomeMarkup(tenant), script: chatHomeScript() }
    : { markup: homeDashboardMarkup(), script: homeDashboardScript() };
}

/**
 * The entry's stylesheet inlined in place of its link: a render-blocking request would hold the first paint back
 * by a round trip the one-paragraph page it is measured against does not make (docs/PERFORMANCE.md).
 */
function inlineEntryStylesheet(html: string, bundle: Rollup.OutputBundle | undefined): string {
  return html.replace(/<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g, (link, file: string) => {
    const asset = bundle?.[file];
    if (asset?.type !== 'asset') return link;
    const css = typeof asset.source === 'string' ? asset.source : new TextDecoder().decode(asset.source);
    // The link stays, disabled (neither fetched nor applied), because Vite's preloader lists this stylesheet among
    // some lazy chunks' dependencies and skips only one already linked: it would otherwise fetch it again.
    return `<style>${css.replaceAll('</style', '<\\/style')}</style><link rel="stylesheet" href="/${file}" disabled>`;
  });
}

/**
 * Writes the tenant's first screen into index.html at build (docs/decisions/0011-first-paint.md): the greeting
 * bubble of the chat home, or the flat home's heading, painted before any script, with the tenant's name as
 * the title and the entry's stylesheet (which holds the chat's) inlined, so it paints as the app will draw it. The inline
 * script's hash goes into the server's content security policy (server/http/inlineScripts.ts).
 */
export function firstPaint(tenant: Tenant): Plugin {
  return {
    name: 'carechat-first-paint',
    apply: 'build',
    transformIndexHtml: { order: 'post', handler: (html, context) => withFirstPaint(html, tenant, context.bundle) },
  };
}

/** index.html as the build writes it for the tenant (the bundle gives the entry's stylesheet to inline). */
export function withFirstPaint(html: string, tenant: Tenant, bundle?: Rollup.OutputBundle): string {
  if (!html.includes('<div id="root"></div>'))
    throw new Error('first paint: index.html has no empty <div id="root"></div>');
  const screen = firstScreenOf(tenant);
  return inlineEntryStylesheet(html, bundle)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(tenant.name)}</title>`)
    .replace('<div id="root"></div>', `<div id="root">${screen.markup}<script>${screen.script}</script></div>`);
}
