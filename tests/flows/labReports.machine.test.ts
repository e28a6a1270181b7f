import { describe, expect, it } from 'vitest';
import { assign, createActor, fromPromise, setup, toPromise } from 'xstate';
import type { BubbleContent } from '../../flows/chatProtocol';
import type { ChatLabReport, LabReportsLoad } from '../../flows/reports/labReport';
import { labReportsMachine } from '../../flows/reports/labReports.machine';
import { modelPaths } from '../machines/modelPaths';

/**
 * Model-based test of flows/reports/labReports.machine.ts, the assistant's Lab Reports child: what the server
 * answers (no report, one ready, none ready yet, a failure) and the bubble contents the child must return for the
 * assistant to say. Paths from xstate/graph, each replayed against the real machine with the leaf answering so.
 */

const NOW = Date.UTC(2025, 5, 2, 4);
const DAY = 86_400_000;

const READY: ChatLabReport = {
  id: 'r-1',
  name: 'FBC',
  patient: { prefix: 'Mr', given: ['Alex'], family: 'Doe', relationship: 'Me' },
  status: 'final',
  diagnosticReportOutsourcedType: 'internal',
  verifiedTime: new Date(NOW - DAY).toISOString(),
  patientCreditStatus: 'paid',
  createdTime: new Date(NOW - 2 * DAY).toISOString(),
};

const EVENT_TYPES = ['LOAD_NONE', 'LOAD_READY', 'LOAD_AWAITING', 'LOAD_FAILS'] as const;
type ModelEvent = { type: (typeof EVENT_TYPES)[number] };
type Outcome = ModelEvent['type'] | null;

/** What the server may answer, once: the child loads once and ends. */
const model = setup({ types: { context: {} as { outcome: Outcome }, events: {} as ModelEvent } }).createMachine({
  id: 'labReportsModel',
  context: { outcome: null },
  initial: 'loading',
  states: {
    loading: {
      on: Object.fromEntries(
        EVENT_TYPES.map((type) => [type, { target: 'answered', actions: assign({ outcome: type }) }]),
      ),
    },
    answered: { type: 'final' },
  },
});

const ANSWERS: Record<ModelEvent['type'], () => Promise<LabReportsLoad>> = {
  LOAD_NONE: () => Promise.resolve({ reports: [], loadedAt: NOW }),
  LOAD_READY: () => Promise.resolve({ reports: [READY], loadedAt: NOW }),
  LOAD_AWAITING: () =>
    Promise.resolve({ reports: [{ ...READY, status: 'preliminary', verifiedTime: null }], loadedAt: NOW }),
  LOAD_FAILS: () => Promise.reject(new Error('network')),
};

/** What the contents must say: their kinds and, for text, the text's start. */
function shapeOf(contents: readonly BubbleContent[]): string[] {
  return contents.map((content) => (content.kind === 'text' ? `text: ${content.text.slice(0, 24)}` : content.kind));
}

const EXPECTED: Record<ModelEvent['type'], string[]> = {
  LOAD_NONE: [`text: ${"We didn't find any Lab Tests of you".slice(0, 24)}`],
  LOAD_READY: [`text: ${'Here are your lab reports ready to view.'.slice(0, 24)}`, 'labReports'],
  LOAD_AWAITING: [`text: ${'None of your lab reports is ready to view yet.'.slice(0, 24)}`],
  LOAD_FAILS: [`text: ${'There is a problem loading your orders, or Lab Tests.'.slice(0, 24)}`],
};

const { paths, stepsOf, describe: name } = modelPaths<ModelEvent>(model, EVENT_TYPES, []);

describe('lab reports child (model-based)', () => {
  it('has a path for each answer of the server', () => {
    expect(paths.map(name).sort()).toEqual(expect.arrayContaining([...EVENT_TYPES].sort()));
  });

  it.each(paths.filter((path) => stepsOf(path).length > 0).map((path) => [name(path), path] as const))(
    '%s: returns the answer as bubble contents and ends',
    async (_, path) => {
      const [answer] = stepsOf(path);
      if (answer === undefined) throw new Error('a path without an answer');
      let calls = 0;
      const machine = labReportsMachine.provide({
        actors: {
          loadLabReports: fromPromise<LabReportsLoad, Record<string, never>>(() => {
            calls += 1;
            return ANSWERS[answer.type]();
          }),
        },
      });
      const actor = createActor(machine).start();
      const contents = await toPromise(actor);
      expect(calls).toBe(1);
      expect(actor.getSnapshot().value).toBe('answered');
      expect(shapeOf(contents)).toEqual(EXPECTED[answer.type]);
    },
  );
});
