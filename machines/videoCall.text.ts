import { DEFAULT_ERROR_MESSAGE, defaultErrorText, parseError } from '../domain/errors';
import { shownRefusal } from '../domain/videoCall';
import { t } from '../i18n/translate';

/**
 * The texts the video-call machine puts in `error` (the device check and a failed call), beside domain/videoCall.ts's
 * VIDEO_TEXT. Kept apart from the machine so the screens and tests read the same words; worded when the machine
 * puts them there (catalogue area `video`).
 */
export const DEVICE_TEXT = {
  /** permissionDenied: a denied permission cannot be asked again from code, so the patient must allow it. */
  get denied(): string {
    return t('video.device.denied');
  },
  get notFound(): string {
    return t('video.device.notFound');
  },
  get inUse(): string {
    return t('video.device.inUse');
  },
  get failed(): string {
    return t('video.device.failed');
  },
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
  if (parsed.code !== null || parsed.message !== defaultErrorText()) return shownRefusal(parsed.message);
  const plain = raw.replace(/^\[(GraphQL|Network)\]\s*/, '').trim();
  return plain === '' || plain === DEFAULT_ERROR_MESSAGE ? defaultErrorText() : shownRefusal(plain);
}
