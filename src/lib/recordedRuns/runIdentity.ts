/**
 * Who a recorded run is to the server: an id the browser makes for the conversation, and a write key made with it.
 * The server keeps a hash of the key from the first upload and refuses later uploads of the id without it, so
 * nobody who learns a run's id (a tester's link, the staff console's hand-over) can overwrite it.
 */
export interface RunIdentity {
  readonly id: string;
  readonly key: string;
}

/**
 * Where the tab keeps its run (sessionStorage), beside the conversation (STORAGE_KEYS.assistant). Not in
 * domain/storageKeys.ts, which the patient app's entry carries: nothing of the recorded runs is on its first frame.
 */
const RUN_KEY = 'carechat.recordedRun';

/** 24 random bytes: 32 base64url characters (the contract asks for at least 22). */
const KEY_BYTES = 24;

function base64url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function newRunIdentity(): RunIdentity {
  return { id: crypto.randomUUID(), key: base64url(crypto.getRandomValues(new Uint8Array(KEY_BYTES))) };
}

/**
 * What the tab keeps of its run beside the conversation (sessionStorage), so a reload continues the same run: the
 * identity, and the unmasked story so far (never sent as it is: the next upload masks the whole run again).
 */
export interface StoredRun extends RunIdentity {
  /** Checked by the recording that continues it (runRecording.ts). */
  readonly sofar: unknown;
}

export function loadStoredRun(storage: Storage): StoredRun | null {
  try {
    const value: unknown = JSON.parse(storage.getItem(RUN_KEY) ?? 'null');
    if (typeof value !== 'object' || value === null) return null;
    const { id, key, sofar } = value as Record<string, unknown>;
    if (typeof id !== 'string' || typeof key !== 'string') return null;
    return { id, key, sofar: sofar ?? null };
  } catch {
    return null;
  }
}

export function saveStoredRun(storage: Storage, run: StoredRun): void {
  try {
    storage.setItem(RUN_KEY, JSON.stringify(run));
  } catch {
    // Storage full or disabled: only a reload's continuation is lost; the run goes on uploading.
  }
}

/** The tab's current run, for the hand-over to hospital staff (null when none is recorded, or storage is unavailable). */
export function currentRunIdentity(storage?: Storage): RunIdentity | null {
  let stored: StoredRun | null;
  try {
    stored = loadStoredRun(storage ?? sessionStorage);
  } catch {
    return null;
  }
  return stored === null ? null : { id: stored.id, key: stored.key };
}

/** The uploader's "upload the current run now", while it runs (set by runUploader.ts). */
let uploadNow: (() => Promise<void>) | null = null;

export function setRunUploadNow(upload: (() => Promise<void>) | null): void {
  uploadNow = upload;
}

/** How long a hand-over waits for the run's first upload before it opens the chat without it. */
const UPLOAD_NOW_WAIT_MS = 5_000;

/**
 * Uploads the tab's run at once and resolves when it is on the server (or after a few seconds, or at once when no
 * uploader runs): a patient who asks for the hospital in the first seconds of a conversation still hands over its
 * story, though its first upload was not due yet.
 */
export async function uploadRunNow(): Promise<void> {
  if (uploadNow === null) return;
  let waited: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([
    uploadNow(),
    new Promise<void>((resolve) => {
      waited = setTimeout(resolve, UPLOAD_NOW_WAIT_MS);
    }),
  ]);
  clearTimeout(waited);
}
