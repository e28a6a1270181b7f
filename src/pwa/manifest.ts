import type { Tenant } from '../../tenants/schema';

/** The icon sizes an installable app needs (Chrome asks for 192 and 512); both drawn at build (icon.ts). */
export const PWA_ICON_SIZES = [192, 512] as const;
export type PwaIconSize = (typeof PWA_ICON_SIZES)[number];

export const MANIFEST_FILE = 'manifest.webmanifest';

/** Where a built icon sits at the root of the tenant's build (its URL path without the slash). */
export const iconFile = (size: PwaIconSize): string => `icon-${size}.png`;

interface ManifestIcon {
  readonly src: string;
  readonly sizes: string;
  readonly type: 'image/png';
  readonly purpose: 'any' | 'maskable';
}

export interface WebManifest {
  readonly id: string;
  readonly name: string;
  readonly short_name: string;
  readonly description: string;
  readonly start_url: string;
  readonly scope: string;
  readonly display: 'standalone';
  readonly theme_color: string;
  readonly background_color: string;
  readonly lang: string;
  readonly icons: readonly ManifestIcon[];
}

/**
 * The tenant's web app manifest. Each icon is listed once per purpose rather than as "any maskable": the icon is
 * drawn full-bleed with its letter inside the maskable safe zone, so it serves both, and browsers warn about the
 * combined form. The id is the tenant's, so two tenants' apps installed on one device never replace each other.
 */
export function webManifest(tenant: Tenant): WebManifest {
  return {
    id: `/?app=${tenant.id}`,
    name: tenant.name,
    short_name: tenant.pwa.shortName,
    description: 'Book doctors, order tests and medicines, and read your reports.',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: tenant.pwa.themeColor,
    background_color: tenant.pwa.backgroundColor,
    lang: 'en',
    icons: (['any', 'maskable'] as const).flatMap((purpose) =>
      PWA_ICON_SIZES.map((size) => ({
        src: `/${iconFile(size)}`,
        sizes: `${size}x${size}`,
        type: 'image/png' as const,
        purpose,
      })),
    ),
  };
}

/** The letter on the icon: the tenant name's first letter or digit, in capitals (the bitmap font has no others). */
export function iconInitial(tenant: Tenant): string {
  return /[A-Za-z0-9]/.exec(tenant.name)?.[0]?.toUpperCase() ?? 'C';
}
