import { DEFAULT_ERROR_MESSAGE, parseError } from '../domain/errors';

/**
 * The texts the video-call machine puts in `error` (the device check and a failed call), beside domain/videoCall.ts's
 * VIDEO_TEXT. Kept apart from the machine so the screens and tests read the same words.
 */
export const DEVICE_TEXT = {
  /** permissionDenied: a denied permission cannot be asked again from code, so the patient must allow it. */
  denied:
    'Your browser blocked the camera and microphone. Allow them for this site in your browser’s settings, then press Try again.',
  notFound: 'No camera or microphone was found. Connect one, then press Try again.',
  inUse: 'Your camera or microphone is used by another app. Close it, then press Try again.',
  failed: 'Your camera and microphone could not be started. Press Try again.',
} as const;

/** getUserMedia's DOMException name (a plain object with a name in tests), or null. */
function errorName(error: unknown): string | null {
  if (typeof error !== 'object' || error === null || !('name' in error)) return null;
  return typeof error.name === 'string' ? error.name : null;
}

/** NotAllowedError (the person or the browser said no) and SecurityError (an insecure page, a policy). */
export function isPermissionDenied(error: unknown): boolean {
  const name = errorName(error);
  return name === 'NotAllowedError' || name === 'SecurityError';
}

/** What deviceError shows for a getUserMedia failure that is not a refusal. */
export function deviceErrorText(error: unknown): string {
  switch (errorName(error)) {
    case 'NotFoundError':
    case 'OverconstrainedError':
      return DEVICE_TEXT.notFound;
    case 'NotReadableError':
    case 'AbortError':
      return DEVICE_TEXT.inUse;
    default:
      return DEVICE_TEXT.failed;
  }
}

/**
 * The text of a failed join or call: the server's coded message ('[GraphQL] ARO-E1090:This call is not open now.')
 * read as the app reads any error, and a transport's plain message shown as it is (it is already meant for people).
 */
export function callErrorText(error: unknown): string {
  const raw = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  const parsed = parseError(raw);
  if (parsed.code !== null || parsed.message !== DEFAULT_ERROR_MESSAGE) return parsed.message;
  const plain = raw.replace(/^\[(GraphQL|Network)\]\s*/, '').trim();
  return plain === '' ? DEFAULT_ERROR_MESSAGE : plain;
}
