import type { Plugin } from 'vite';
import type { Tenant } from '../../tenants/schema';
import { drawIcon } from './icon';
import { iconFile, PWA_ICON_SIZES } from './manifest';

/**
 * The installed app's build-time pieces that vite-plugin-pwa does not make: the tenant's icons, drawn and written
 * as files at the root of its build (the manifest and the service worker precache them), and in index.html the
 * tenant's theme colour and the icon iOS puts on its home screen (it ignores the manifest's icons). The manifest
 * itself and its link are vite-plugin-pwa's (vite.config.ts).
 */
export function pwaAssets(tenant: Tenant): Plugin {
  return {
    name: 'carechat-pwa-assets',
    apply: 'build',
    generateBundle() {
      for (const size of PWA_ICON_SIZES)
        this.emitFile({ type: 'asset', fileName: iconFile(size), source: drawIcon(tenant, size) });
    },
    transformIndexHtml: (html) => withPwaHead(html, tenant),
  };
}

/** index.html's head for the tenant: its theme colour, and its 192 px icon as the apple-touch-icon. */
export function withPwaHead(html: string, tenant: Tenant): string {
  if (!/<meta name="theme-color" content="[^"]*" \/>/.test(html))
    throw new Error('pwa: index.html has no <meta name="theme-color" …/> to fill in');
  return html
    .replace(
      /<meta name="theme-color" content="[^"]*" \/>/,
      `<meta name="theme-color" content="${tenant.pwa.themeColor}" />`,
    )
    .replace('</head>', `  <link rel="apple-touch-icon" href="/${iconFile(192)}" />\n  </head>`);
}
