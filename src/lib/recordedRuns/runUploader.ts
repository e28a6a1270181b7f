import type { InspectionHub, HubRecord } from '../inspection';
import { loadStoredRun, newRunIdentity, saveStoredRun, setRunUploadNow, type RunIdentity } from './runIdentity';
import { RunRecording, type CheckpointsOf, type RecordedRun } from './runRecording';
import type { Trace } from '../../../flows/trace/trace';

/** One upload: the whole run so far, as the JSON text `recordRun(id, key, run)` takes. */
export interface RunUpload {
  readonly id: string;
  readonly key: string;
  readonly run: string;
}

/** Sends one upload; rejects when it did not arrive or was refused (the next change tries again). */
export type RunTransport = (upload: RunUpload, options: { readonly keepalive: boolean }) => Promise<void>;

/**
 * Masks a run's trace (flows/trace/mask.ts `maskTrace`, which replays it) and names the build's version of each
 * machine: in the app, off the main thread (maskWorker.ts), so a long conversation's masking never holds up the chat.
 */
export type RunMasker = (
  trace: Trace,
) => Promise<{ readonly trace: Trace; readonly versions: Readonly<Record<string, string>> }>;

/** A change is uploaded within this time: the first change starts the wait, later ones ride along. */
const UPLOAD_DELAY_MS = 2_000;

export interface RunUploaderOptions {
  readonly hub: InspectionHub;
  readonly checkpointsOf: CheckpointsOf;
  readonly mask: RunMasker;
  readonly transport: RunTransport;
  readonly tenant: string;
  /** Where the tab keeps the run beside its conversation (sessionStorage). */
  readonly storage: Storage;
  /** The page, for `pagehide` (window). */
  readonly page: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;
  readonly delayMs?: number;
  readonly newIdentity?: () => RunIdentity;
  /** Failures are silent for the patient; development builds log them. */
  readonly log?: (message: string, error: unknown) => void;
}

const devLog = (message: string, error: unknown): void => {
  if (import.meta.env.DEV) console.warn(message, error);
};

/**
 * Records each assistant conversation of the page from the inspection hub and uploads it as a recorded run
 * (docs/decisions/0064-recorded-runs-upload.md): the whole run, masked, within `delayMs` of a change, one upload at a
 * time; marked ended when the page is hidden (its last masked state, in a keepalive request) or another conversation
 * begins. Never throws into
 * the chat: a failed build or upload is logged in development and tried again on the next change. Returns the stop.
 */
export function startRunUploader(options: RunUploaderOptions): () => void {
  const { hub, checkpointsOf, mask, transport, tenant, storage, page } = options;
  const delayMs = options.delayMs ?? UPLOAD_DELAY_MS;
  const newIdentity = options.newIdentity ?? newRunIdentity;
  const log = options.log ?? devLog;

  let recording: RunRecording | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let sending = false;
  let againAfterSend = false;
  /** The last masked state of the current run: what the page sends as it is hidden (masking takes too long then). */
  let latest: { readonly of: RunRecording; readonly run: RecordedRun } | null = null;

  /** Keeps the run's story for a reload of the tab (unmasked, in the tab only). */
  const keep = (run: RunRecording): ReturnType<RunRecording['build']> => {
    const built = run.build(checkpointsOf);
    saveStoredRun(storage, { ...run.identity, sofar: built.sofar });
    return built;
  };

  const send = (of: RunRecording, run: RecordedRun, keepalive: boolean): Promise<void> =>
    transport({ id: of.identity.id, key: of.identity.key, run: JSON.stringify(run) }, { keepalive }).catch(
      (error: unknown) => log('A recorded run could not be uploaded; the next change tries again', error),
    );

  const upload = async (of: RunRecording, ended: boolean): Promise<void> => {
    let run: RecordedRun;
    try {
      const built = keep(of);
      const masked = await mask(built.run.trace);
      // Nothing unmasked ever leaves the phone (the server refuses it too).
      if (!masked.trace.masked) throw new Error('the masking returned an unmasked trace');
      run = { trace: masked.trace, checkpoints: built.run.checkpoints, versions: masked.versions, ended };
    } catch (error) {
      log('A recorded run could not be built', error);
      return;
    }
    if (recording === of) latest = { of, run };
    await send(of, run, false);
  };

  const flush = (): void => {
    timer = null;
    const run = recording;
    if (run === null) return;
    if (sending) {
      againAfterSend = true;
      return;
    }
    sending = true;
    void upload(run, run.finished).finally(() => {
      sending = false;
      if (againAfterSend) {
        againAfterSend = false;
        schedule();
      }
    });
  };

  const schedule = (): void => {
    if (timer === null && recording !== null) timer = setTimeout(flush, delayMs);
  };

  const cancelTimer = (): void => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
  };

  const begin = (record: Extract<HubRecord, { kind: 'begin' }>): void => {
    if (record.resumed) {
      // The whole assistant taking over from its opening on this page: the same run goes on.
      if (recording !== null) return;
      // A reload: the run the tab kept, if it has its story so far; else the conversation's start is unknown.
      const stored = loadStoredRun(storage);
      const resumed = stored === null ? null : new RunRecording(stored, tenant, null, stored.sofar);
      recording = resumed?.continues === true ? resumed : null;
      return;
    }
    const previous = recording;
    if (previous !== null) {
      cancelTimer();
      void upload(previous, true);
    }
    const identity = newIdentity();
    // Kept at once: a hand-over to hospital staff names the run even before its first upload.
    saveStoredRun(storage, { ...identity, sofar: null });
    recording = new RunRecording(identity, tenant, record.input);
  };

  const take = (record: HubRecord): void => {
    if (record.kind === 'begin') begin(record);
    else recording?.take(record);
  };

  const { buffered, detach } = hub.attach((record) => {
    take(record);
    schedule();
  });
  for (const record of buffered) take(record);
  schedule();

  // The page may be gone before a masking would end: the story is kept for a reload at once, and the last masked
  // state goes out marked ended, in a request that outlives the page.
  const hidden = (): void => {
    cancelTimer();
    const run = recording;
    if (run === null) return;
    try {
      keep(run);
    } catch (error) {
      log('A recorded run could not be kept for a reload', error);
    }
    if (latest?.of === run) void send(run, { ...latest.run, ended: true }, true);
  };
  page.addEventListener('pagehide', hidden);

  // A hand-over to hospital staff asks for the run before its first upload was due (chatActors.ts prepareChat).
  setRunUploadNow(async () => {
    const run = recording;
    if (run === null) return;
    cancelTimer();
    await upload(run, run.finished);
  });

  return () => {
    detach();
    cancelTimer();
    page.removeEventListener('pagehide', hidden);
    setRunUploadNow(null);
  };
}
