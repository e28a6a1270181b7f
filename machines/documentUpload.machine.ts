import { assign, setup } from 'xstate';
import { failureLines, refusalOf, type DocumentKind } from '../domain/documents';
import { notProvided } from './notProvided';

/**
 * Uploading documents and images for the doctor to one appointment (spec 000 §5 Uploads, §7, §9).
 * The flat screen's upload modal and the staff console drive it; a chat conversation can too.
 *
 * Input: { appointmentId, patientId }.
 * Events:
 * - FILES_CHOSEN { kind: 'image' | 'document', files }: files picked in the image input (images only) or
 *   the document input (PDF only); refused ones set `refusal` and are left out. Each file carries a key
 *   made by the caller (a random id): it is also the document's id, so a retried create finds the stored one.
 * - REMOVE { key }: takes a chosen file off the list (before uploading).
 * - UPLOAD: starts (only with something chosen).
 * - RETRY: after a partial failure, uploads the failed files again (the uploaded ones stay uploaded).
 * States (what to show):
 * - idle: the inputs, Upload disabled (nothing chosen); `refusal` under the inputs when set.
 * - choosing: the chosen list with remove buttons, Upload enabled.
 * - compressing: "Preparing…": images are compressed in the browser (≤ 1 MB, ≤ 1920 px, upright).
 * - uploading: "Uploading…": each file is put to the blob service, then createDocumentReference, then
 *   patchDocumentReference with the patient.
 * - partlyFailed: `failureLines(context)` ('Upload failed' then 'Failed to upload some images, please
 *   retry!' and/or '… documents …'), each file's status, and Retry.
 * - done (final): every file uploaded. Output: { uploaded: number of files }.
 */

/** A file as the caller hands it over. */
export interface ChosenFile {
  readonly key: string;
  readonly name: string;
  readonly type: string;
  readonly size: number;
  readonly file: Blob;
}

type UploadStatus = 'chosen' | 'uploaded' | 'failed';

/** A chosen file and how far its upload got (so a retry goes on from there). */
export interface UploadEntry extends ChosenFile {
  readonly kind: DocumentKind;
  readonly status: UploadStatus;
  /** What is sent: the compressed image or the PDF as is; null until compressed. */
  readonly ready: Blob | null;
  /** The blob service's url once put. */
  readonly url: string | null;
}

/** What the compression step does with each file still to upload: the blob to send, or null when it cannot be read. */
export interface CompressInput {
  readonly files: readonly UploadEntry[];
}
export type CompressOutput = readonly { readonly key: string; readonly ready: Blob | null }[];

export interface UploadInput {
  readonly appointmentId: string;
  readonly patientId: string;
  readonly files: readonly UploadEntry[];
}
/** Per file: the url put so far and whether the document is bound (created and patched). */
export type UploadOutput = readonly { readonly key: string; readonly url: string | null; readonly bound: boolean }[];

export interface DocumentUploadContext {
  readonly appointmentId: string;
  readonly patientId: string;
  readonly files: readonly UploadEntry[];
  /** Why the last chosen files (some of them) were refused. */
  readonly refusal: string | null;
}

export type DocumentUploadEvent =
  | { readonly type: 'FILES_CHOSEN'; readonly kind: DocumentKind; readonly files: readonly ChosenFile[] }
  | { readonly type: 'REMOVE'; readonly key: string }
  | { readonly type: 'UPLOAD' }
  | { readonly type: 'RETRY' };

/** The files still to upload (chosen or failed). */
const pendingFiles = (context: Pick<DocumentUploadContext, 'files'>): UploadEntry[] =>
  context.files.filter((entry) => entry.status !== 'uploaded');

/** The lines to show after a partial failure (none when nothing failed). */
export function uploadFailureLines(context: Pick<DocumentUploadContext, 'files'>): string[] {
  const failed = context.files.filter((entry) => entry.status === 'failed').map((entry) => entry.kind);
  return failed.length === 0 ? [] : failureLines(failed);
}

function chosen(
  context: DocumentUploadContext,
  kind: DocumentKind,
  files: readonly ChosenFile[],
): Partial<DocumentUploadContext> {
  const known = new Set(context.files.map((entry) => entry.key));
  const refusals = files.map((file) => refusalOf(kind, file));
  const taken = files.filter((file, i) => refusals[i] === null && !known.has(file.key));
  return {
    files: [
      ...context.files,
      ...taken.map((file): UploadEntry => ({ ...file, kind, status: 'chosen', ready: null, url: null })),
    ],
    refusal: refusals.find((refusal) => refusal !== null) ?? null,
  };
}

/** Merges per-file results into the entries, by key. */
function merged<T extends { readonly key: string }>(
  files: readonly UploadEntry[],
  results: readonly T[],
  apply: (entry: UploadEntry, result: T) => UploadEntry,
): UploadEntry[] {
  const byKey = new Map(results.map((result) => [result.key, result]));
  return files.map((entry) => {
    const result = byKey.get(entry.key);
    return result === undefined ? entry : apply(entry, result);
  });
}

export const documentUploadMachine = setup({
  types: {
    context: {} as DocumentUploadContext,
    events: {} as DocumentUploadEvent,
    input: {} as { readonly appointmentId: string; readonly patientId: string },
    output: {} as { readonly uploaded: number },
  },
  actors: {
    compressFiles: notProvided<CompressOutput, CompressInput>('compressFiles'),
    uploadFiles: notProvided<UploadOutput, UploadInput>('uploadFiles'),
  },
  actions: {
    addFiles: assign(({ context }, params: { kind: DocumentKind; files: readonly ChosenFile[] }) =>
      chosen(context, params.kind, params.files),
    ),
    removeFile: assign(({ context }, params: { key: string }) => ({
      files: context.files.filter((entry) => entry.key !== params.key),
      refusal: null,
    })),
    storeCompressed: assign(({ context }, params: { output: CompressOutput }) => ({
      files: merged(context.files, params.output, (entry, result) => ({
        ...entry,
        ready: result.ready,
        status: result.ready === null ? 'failed' : entry.status,
      })),
    })),
    storeUploaded: assign(({ context }, params: { output: UploadOutput }) => ({
      files: merged(context.files, params.output, (entry, result) => ({
        ...entry,
        url: result.url,
        status: result.bound ? 'uploaded' : 'failed',
      })),
    })),
    /** The failed files are on their way again (their messages go until the new answer). */
    resendFailed: assign(({ context }) => ({
      files: context.files.map((entry): UploadEntry =>
        entry.status === 'failed' ? { ...entry, status: 'chosen' } : entry,
      ),
    })),
    /** A failure of the whole step (the network went): every file still to upload failed. */
    failPending: assign(({ context }) => ({
      files: context.files.map((entry): UploadEntry =>
        entry.status === 'uploaded' ? entry : { ...entry, status: 'failed' },
      ),
    })),
  },
  guards: {
    anyChosen: ({ context }) => context.files.length > 0,
    noneChosen: ({ context }) => context.files.length === 0,
    /** Every file is uploaded once this output is stored (guards see the context before the actions run). */
    allBound: ({ context }, params: { output: UploadOutput }) => {
      const bound = new Set(params.output.filter((result) => result.bound).map((result) => result.key));
      return context.files.every((entry) => entry.status === 'uploaded' || bound.has(entry.key));
    },
  },
}).createMachine({
  id: 'documentUpload',
  context: ({ input }) => ({
    appointmentId: input.appointmentId,
    patientId: input.patientId,
    files: [],
    refusal: null,
  }),
  initial: 'idle',
  states: {
    idle: {
      always: { guard: 'anyChosen', target: 'choosing' },
      on: {
        FILES_CHOSEN: {
          actions: { type: 'addFiles', params: ({ event }) => ({ kind: event.kind, files: event.files }) },
        },
      },
    },
    choosing: {
      always: { guard: 'noneChosen', target: 'idle' },
      on: {
        FILES_CHOSEN: {
          actions: { type: 'addFiles', params: ({ event }) => ({ kind: event.kind, files: event.files }) },
        },
        REMOVE: { actions: { type: 'removeFile', params: ({ event }) => ({ key: event.key }) } },
        UPLOAD: 'compressing',
      },
    },
    compressing: {
      invoke: {
        src: 'compressFiles',
        // Only what has not been prepared yet: a retry does not compress again.
        input: ({ context }) => ({ files: pendingFiles(context).filter((entry) => entry.ready === null) }),
        onDone: {
          target: 'uploading',
          actions: { type: 'storeCompressed', params: ({ event }) => ({ output: event.output }) },
        },
        onError: { target: 'partlyFailed', actions: 'failPending' },
      },
    },
    uploading: {
      invoke: {
        src: 'uploadFiles',
        input: ({ context }) => ({
          appointmentId: context.appointmentId,
          patientId: context.patientId,
          files: pendingFiles(context).filter((entry) => entry.ready !== null),
        }),
        onDone: [
          {
            guard: { type: 'allBound', params: ({ event }) => ({ output: event.output }) },
            target: 'done',
            actions: { type: 'storeUploaded', params: ({ event }) => ({ output: event.output }) },
          },
          {
            target: 'partlyFailed',
            actions: { type: 'storeUploaded', params: ({ event }) => ({ output: event.output }) },
          },
        ],
        onError: { target: 'partlyFailed', actions: 'failPending' },
      },
    },
    partlyFailed: { on: { RETRY: { target: 'compressing', actions: 'resendFailed' } } },
    done: { type: 'final' },
  },
  output: ({ context }) => ({ uploaded: context.files.length }),
});
