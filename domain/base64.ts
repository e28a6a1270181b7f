/** base64 of UTF-8 text (so Sinhala and Tamil survive), for the spec's base64 JSON payloads, in the browser and on the server alike. */
export function utf8ToBase64(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** The UTF-8 text of a base64 string; throws on bad base64 or bad UTF-8. */
export function base64ToUtf8(base64: string): string {
  const binary = atob(base64);
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
}
