import type { IndicScript } from './scripts';

/**
 * The Noto fonts (fonts/OFL.txt), as Vite assets: their urls are in this lazy chunk only, and a file is fetched
 * when a PDF needs its script. Literal `new URL(…, import.meta.url)` per font, the form Vite rewrites at build.
 */
function fontUrl(script: IndicScript): URL {
  return script === 'sinhala'
    ? new URL('./fonts/NotoSansSinhala-Regular.ttf', import.meta.url)
    : new URL('./fonts/NotoSansTamil-Regular.ttf', import.meta.url);
}

export async function fetchFontFile(script: IndicScript): Promise<Uint8Array> {
  const response = await fetch(fontUrl(script));
  if (!response.ok) throw new Error(`Font for ${script}: ${response.status}`);
  return new Uint8Array(await response.arrayBuffer());
}
