/**
 * A path inside the app: one leading slash not followed by another or by a backslash, and no
 * backslash or control character anywhere (browsers read '/\evil.com' and '/<tab>/evil.com' as
 * '//evil.com', another site).
 */
const INTERNAL_PATH = /^\/(?![/\\])[^\\\p{Cc}]*$/u;

/** A same-app path from the optional back parameter; anything else falls back to the account page. */
export function backTarget(back: string | null): string {
  return back !== null && INTERNAL_PATH.test(back) ? back : '/profiles';
}
