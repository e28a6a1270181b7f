import { describe, expect, it } from 'vitest';
import { assign, createActor, fromPromise, setup } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { documentText } from '../../domain/documents';
import {
  documentUploadMachine,
  uploadFailureLines,
  type ChosenFile,
  type CompressInput,
  type CompressOutput,
  type UploadInput,
  type UploadOutput,
} from '../../machines/documentUpload.machine';

/**
 * The document upload (spec 000 §5 Uploads), model-based: a model of what the patient should see after
 * each choice (an image, a PDF, a file of the wrong kind, a removal), Upload, each answer of compression
 * and of the upload (all, some, none) and Retry, replayed on the real machine with actors the test answers.
 */

const MODEL_EVENTS = [
  'CHOOSE_IMAGE',
  'CHOOSE_PDF',
  'CHOOSE_WRONG',
  'REMOVE',
  'UPLOAD',
  'COMPRESSED',
  'COMPRESS_FAILS',
  'UPLOADED_ALL',
  'UPLOADED_SOME',
  'UPLOAD_FAILS',
  'RETRY',
] as const;
type ModelEvent = { type: (typeof MODEL_EVENTS)[number] };

interface Expected {
  state: 'idle' | 'choosing' | 'compressing' | 'uploading' | 'partlyFailed' | 'done';
  chosen: number;
  refused: boolean;
}

/** At most this many files: enough for every transition, and the traversal ends. */
const MAX_FILES = 2;

const choose = { guard: 'room', target: 'choosing', actions: 'chose' } as const;

const model = setup({
  types: { context: {} as Expected, events: {} as ModelEvent },
  guards: {
    room: ({ context }) => context.chosen < MAX_FILES,
    several: ({ context }) => context.chosen > 1,
  },
  actions: {
    chose: assign(({ context }) => ({ chosen: context.chosen + 1, refused: false })),
  },
}).createMachine({
  context: { state: 'idle', chosen: 0, refused: false },
  initial: 'idle',
  states: {
    idle: {
      entry: assign({ state: 'idle' }),
      on: { CHOOSE_IMAGE: choose, CHOOSE_PDF: choose, CHOOSE_WRONG: { actions: assign({ refused: true }) } },
    },
    choosing: {
      entry: assign({ state: 'choosing' }),
      on: {
        CHOOSE_IMAGE: choose,
        CHOOSE_PDF: choose,
        CHOOSE_WRONG: { actions: assign({ refused: true }) },
        REMOVE: [
          { guard: 'several', actions: assign(({ context }) => ({ chosen: context.chosen - 1, refused: false })) },
          { target: 'idle', actions: assign({ chosen: 0, refused: false }) },
        ],
        UPLOAD: 'compressing',
      },
    },
    compressing: {
      entry: assign({ state: 'compressing' }),
      on: { COMPRESSED: 'uploading', COMPRESS_FAILS: 'partlyFailed' },
    },
    uploading: {
      entry: assign({ state: 'uploading' }),
      on: { UPLOADED_ALL: 'done', UPLOADED_SOME: 'partlyFailed', UPLOAD_FAILS: 'partlyFailed' },
    },
    partlyFailed: { entry: assign({ state: 'partlyFailed' }), on: { RETRY: 'compressing' } },
    done: { entry: assign({ state: 'done' }) },
  },
});

const blobOf = (type: string): Blob => new Blob(['x'], { type });

function rig() {
  let made = 0;
  const file = (name: string, type: string): ChosenFile => {
    made += 1;
    return { key: `file-${made}`, name, type, size: 1, file: blobOf(type) };
  };
  const compressions: {
    input: CompressInput;
    resolve: (output: CompressOutput) => void;
    reject: (error: Error) => void;
  }[] = [];
  const uploads: { input: UploadInput; resolve: (output: UploadOutput) => void; reject: (error: Error) => void }[] = [];
  const actor = createActor(
    documentUploadMachine.provide({
      actors: {
        compressFiles: fromPromise<CompressOutput, CompressInput>(
          ({ input }) => new Promise((resolve, reject) => compressions.push({ input, resolve, reject })),
        ),
        uploadFiles: fromPromise<UploadOutput, UploadInput>(
          ({ input }) => new Promise((resolve, reject) => uploads.push({ input, resolve, reject })),
        ),
      },
    }),
    { input: { appointmentId: 'appt-1', patientId: 'pat-1' } },
  ).start();
  const settle = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));
  const compression = () => compressions.shift() ?? expect.fail('nothing is compressing');
  const upload = () => uploads.shift() ?? expect.fail('nothing is uploading');
  return {
    actor,
    uploads,
    async step(type: ModelEvent['type']): Promise<void> {
      const keys = actor.getSnapshot().context.files.map((entry) => entry.key);
      switch (type) {
        case 'CHOOSE_IMAGE':
          actor.send({ type: 'FILES_CHOSEN', kind: 'image', files: [file('photo.jpg', 'image/jpeg')] });
          return;
        case 'CHOOSE_PDF':
          actor.send({ type: 'FILES_CHOSEN', kind: 'document', files: [file('report.pdf', 'application/pdf')] });
          return;
        case 'CHOOSE_WRONG':
          actor.send({ type: 'FILES_CHOSEN', kind: 'document', files: [file('photo.png', 'image/png')] });
          return;
        case 'REMOVE':
          actor.send({ type: 'REMOVE', key: keys.at(-1) ?? '' });
          return;
        case 'COMPRESSED': {
          const { input, resolve } = compression();
          resolve(input.files.map((entry) => ({ key: entry.key, ready: entry.file })));
          return settle();
        }
        case 'COMPRESS_FAILS':
          compression().reject(new Error('no canvas'));
          return settle();
        case 'UPLOADED_ALL': {
          const { input, resolve } = upload();
          resolve(input.files.map((entry) => ({ key: entry.key, url: `/blob/get/${entry.key}-blob`, bound: true })));
          return settle();
        }
        case 'UPLOADED_SOME': {
          // The first file fails after its put; the rest go through.
          const { input, resolve } = upload();
          resolve(
            input.files.map((entry, i) => ({ key: entry.key, url: `/blob/get/${entry.key}-blob`, bound: i > 0 })),
          );
          return settle();
        }
        case 'UPLOAD_FAILS':
          upload().reject(new Error('Network request failed'));
          return settle();
        default:
          actor.send({ type });
      }
    },
  };
}

const KNOWN = new Set<string>(MODEL_EVENTS);

const paths = getShortestPaths(model, {
  events: MODEL_EVENTS.map((type) => ({ type })),
  serializeState: (snapshot, event, previous) =>
    JSON.stringify([previous === undefined ? null : previous.context, event?.type ?? null, snapshot.context]),
});

describe('documentUpload machine (model-based)', () => {
  it.each(paths.map((path) => [path.steps.map((step) => step.event.type).join(' → ') || '(start)', path] as const))(
    '%s',
    async (_, path) => {
      const r = rig();
      const expecting = createActor(model).start();
      for (const step of path.steps) {
        const type = step.event.type;
        // The graph's xstate.init, and events the model does not take, are sent to neither machine.
        if (!KNOWN.has(type) || !expecting.getSnapshot().can({ type: type })) continue;
        expecting.send({ type: type });
        await r.step(type);
      }
      const expected = expecting.getSnapshot().context;
      const snapshot = r.actor.getSnapshot();
      expect(snapshot.value).toBe(expected.state);
      expect(snapshot.context.files.length).toBe(expected.chosen);
      if (expected.state === 'idle' || expected.state === 'choosing')
        expect(snapshot.context.refusal === documentText().pdfOnly).toBe(expected.refused);
      const lines = uploadFailureLines(snapshot.context);
      expect(lines[0] === documentText().uploadFailed).toBe(expected.state === 'partlyFailed');
      if (expected.state === 'done') expect(snapshot.output).toEqual({ uploaded: expected.chosen });
    },
  );

  it('reaches every state of the machine', () => {
    const reached = new Set(paths.map((path) => path.state.context.state));
    expect([...reached].toSorted()).toEqual(['choosing', 'compressing', 'done', 'idle', 'partlyFailed', 'uploading']);
  });
});

describe('retry', () => {
  it('uploads only the failed files again, from what they reached, and names the failed kind', async () => {
    const r = rig();
    await r.step('CHOOSE_IMAGE');
    await r.step('CHOOSE_PDF');
    r.actor.send({ type: 'UPLOAD' });
    await r.step('COMPRESSED');
    await r.step('UPLOADED_SOME');
    expect(uploadFailureLines(r.actor.getSnapshot().context)).toEqual([
      documentText().uploadFailed,
      documentText().someImagesFailed,
    ]);
    r.actor.send({ type: 'RETRY' });
    // Both are compressed already: compression is asked about nothing.
    await r.step('COMPRESSED');
    const retried = r.uploads[0]?.input.files ?? [];
    expect(retried.map((entry) => [entry.kind, entry.url])).toEqual([['image', '/blob/get/file-1-blob']]);
    await r.step('UPLOADED_ALL');
    expect(r.actor.getSnapshot().value).toBe('done');
  });
});
