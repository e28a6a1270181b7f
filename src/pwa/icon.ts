// Build time only (vite.config.ts runs it in Node): raster/'s PNG encoder and bitmap font (shared with the seed's
// report images) draw the icons, so no binary icon is committed per tenant and no native image library is needed.
// Never bundled into the app.
import { drawText, GLYPH_HEIGHT, textWidth } from '../../raster/bitmapFont';
import { Canvas, type Rgb } from '../../raster/png';
import type { Tenant } from '../../tenants/schema';
import { iconInitial, type PwaIconSize } from './manifest';

export function rgbOf(hex: string): Rgb {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 0xff, (value >> 8) & 0xff, value & 0xff];
}

/** White on a dark theme colour, near-black on a light one (relative luminance, WCAG's weights). */
function letterColour([r, g, b]: Rgb): Rgb {
  const luminance = (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
  return luminance > 0.5 ? [17, 24, 39] : [255, 255, 255];
}

/**
 * The tenant's icon: its theme colour to every edge, the initial centred and about 45% of the height, well inside
 * the maskable safe zone (the centre circle of 80% diameter), so one drawing serves as "any" and "maskable".
 */
export function drawIcon(tenant: Tenant, size: PwaIconSize): Buffer {
  const background = rgbOf(tenant.pwa.themeColor);
  const canvas = new Canvas(size, size);
  canvas.fill(0, 0, size, size, background);
  const initial = iconInitial(tenant);
  const scale = Math.floor((size * 0.45) / GLYPH_HEIGHT);
  const x = Math.round((size - textWidth(initial, scale)) / 2);
  const y = Math.round((size - GLYPH_HEIGHT * scale) / 2);
  drawText(canvas, initial, x, y, scale, letterColour(background));
  return canvas.png();
}
