import { describe, expect, it } from 'vitest';
import { assign, createActor, fromPromise, setup } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { QUESTIONNAIRE_SUBMITTED } from '../../domain/questionnaire';
import {
  questionnaireMachine,
  type LoadedQuestionnaire,
  type QuestionnaireSubmission,
} from '../../machines/questionnaire.machine';

/**
 * Model-based test of machines/questionnaire.machine.ts: what the server says about the questionnaire (none,
 * answered, open, failing), the patient's answers and the sending, and what must follow (the state shown, the
 * items sent: only answered questions, checkBox values joined). Paths come from xstate/graph and are replayed
 * against the real machine with deferred actors.
 */

const EVENT_TYPES = [
  'LOAD_NONE',
  'LOAD_ANSWERED',
  'LOAD_OPEN',
  'LOAD_FAILS',
  'ANSWER_TEXT',
  'CLEAR_TEXT',
  'TOGGLE_OPTION',
  'SUBMIT',
  'SUBMIT_OK',
  'SUBMIT_FAILS',
  'RETRY',
  'CLOSE',
] as const;
type ModelEvent = { type: (typeof EVENT_TYPES)[number] };
type Shown = 'loading' | 'none' | 'answered' | 'answering' | 'submitting' | 'submitted' | 'failed' | 'closed';

interface Expected {
  shown: Shown;
  text: boolean;
  option: boolean;
  failedWhile: 'loading' | 'submitting' | null;
  submitted: boolean;
  /** Once retried the vertex differs from the first try's, so the RETRY transitions are walked too. */
  retried: boolean;
  /** Where CLOSE came from: keeps each way of closing its own vertex, so every one is walked. */
  closedFrom: string | null;
}

const QUESTIONNAIRE: LoadedQuestionnaire = {
  id: 'q-1',
  title: 'Before your visit',
  questions: [
    { questionNumber: 1, question: 'What brings you in?', type: 'text', options: [] },
    {
      questionNumber: 2,
      question: 'Any of these?',
      type: 'checkBox',
      options: [
        { value: 'Fever', display: 'Fever' },
        { value: 'Cough', display: 'Cough' },
      ],
    },
  ],
  answered: null,
};
const TEXT = '  Headache  ';

const show = (shown: Shown) => ({ type: 'show', params: { shown } }) as const;
const model = setup({
  types: { context: {} as Expected, events: {} as ModelEvent },
  actions: {
    nothingHappens: () => undefined,
    show: assign((_, params: { shown: Shown }) => ({ shown: params.shown })),
    failed: assign((_, params: { while: 'loading' | 'submitting' }) => ({ failedWhile: params.while })),
  },
  guards: {
    hasAnswer: ({ context }) => context.text || context.option,
    failedLoading: ({ context }) => context.failedWhile === 'loading',
  },
}).createMachine({
  context: {
    shown: 'loading',
    text: false,
    option: false,
    failedWhile: null,
    submitted: false,
    retried: false,
    closedFrom: null,
  },
  initial: 'loading',
  states: {
    loading: {
      on: {
        LOAD_NONE: { target: 'none', actions: show('none') },
        LOAD_ANSWERED: { target: 'answered', actions: show('answered') },
        LOAD_OPEN: { target: 'answering', actions: show('answering') },
        LOAD_FAILS: { target: 'failed', actions: [show('failed'), { type: 'failed', params: { while: 'loading' } }] },
      },
    },
    none: { on: { CLOSE: { target: 'closed', actions: [show('closed'), assign({ closedFrom: 'none' })] } } },
    answered: { on: { CLOSE: { target: 'closed', actions: [show('closed'), assign({ closedFrom: 'answered' })] } } },
    answering: {
      on: {
        ANSWER_TEXT: { actions: assign({ text: true }) },
        /** Blank text is no answer. */
        CLEAR_TEXT: { actions: assign({ text: false }) },
        TOGGLE_OPTION: { actions: assign(({ context }) => ({ option: !context.option })) },
        SUBMIT: [
          { guard: 'hasAnswer', target: 'submitting', actions: show('submitting') },
          { actions: 'nothingHappens' },
        ],
        CLOSE: { target: 'closed', actions: [show('closed'), assign({ closedFrom: 'answering' })] },
      },
    },
    submitting: {
      on: {
        SUBMIT_OK: { target: 'submitted', actions: [show('submitted'), assign({ submitted: true })] },
        SUBMIT_FAILS: {
          target: 'failed',
          actions: [show('failed'), { type: 'failed', params: { while: 'submitting' } }],
        },
      },
    },
    submitted: { on: { CLOSE: { target: 'closed', actions: [show('closed'), assign({ closedFrom: 'submitted' })] } } },
    failed: {
      on: {
        RETRY: [
          {
            guard: 'failedLoading',
            target: 'loading',
            actions: [show('loading'), assign({ failedWhile: null, retried: true })],
          },
          { target: 'submitting', actions: [show('submitting'), assign({ failedWhile: null, retried: true })] },
        ],
        CLOSE: { target: 'closed', actions: [show('closed'), assign({ closedFrom: 'failed' })] },
      },
    },
    closed: {},
  },
});

const paths = getShortestPaths(model, {
  events: EVENT_TYPES.map((type) => ({ type })),
  serializeState: (snapshot) => JSON.stringify(snapshot.context),
});

interface Deferred<T> {
  resolve(value: T): void;
  reject(error: Error): void;
}

function rig() {
  const loads: (Deferred<LoadedQuestionnaire | null> & { appointmentId: string })[] = [];
  const submits: Deferred<unknown>[] = [];
  const sent: QuestionnaireSubmission[] = [];
  const actor = createActor(
    questionnaireMachine.provide({
      actors: {
        loadQuestionnaire: fromPromise<LoadedQuestionnaire | null, { appointmentId: string }>(
          ({ input }) =>
            new Promise((resolve, reject) => loads.push({ resolve, reject, appointmentId: input.appointmentId })),
        ),
        submitQuestionnaire: fromPromise<unknown, QuestionnaireSubmission>(
          ({ input }) =>
            new Promise((resolve, reject) => {
              sent.push(input);
              submits.push({ resolve, reject });
            }),
        ),
      },
    }),
    { input: { appointmentId: 'appt-1' } },
  );
  actor.start();
  return { actor, loads, submits, sent };
}

const settle = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

describe('questionnaire machine (model-based)', () => {
  it.each(paths.map((path) => [path.steps.map((step) => step.event.type).join(' → ') || '(start)', path] as const))(
    '%s',
    async (_, path) => {
      const r = rig();
      for (const step of path.steps) {
        const type = step.event.type as ModelEvent['type'] | 'xstate.init';
        if (type === 'LOAD_NONE') r.loads.shift()?.resolve(null);
        else if (type === 'LOAD_ANSWERED')
          r.loads
            .shift()
            ?.resolve({ ...QUESTIONNAIRE, answered: [{ text: 'What brings you in?', answer: 'Back pain' }] });
        else if (type === 'LOAD_OPEN') r.loads.shift()?.resolve(QUESTIONNAIRE);
        else if (type === 'LOAD_FAILS') r.loads.shift()?.reject(new Error('ARO-E1044:Network request failed'));
        else if (type === 'ANSWER_TEXT') r.actor.send({ type: 'ANSWER_TEXT', questionNumber: 1, text: TEXT });
        else if (type === 'CLEAR_TEXT') r.actor.send({ type: 'ANSWER_TEXT', questionNumber: 1, text: '   ' });
        else if (type === 'TOGGLE_OPTION') r.actor.send({ type: 'TOGGLE_OPTION', questionNumber: 2, value: 'Cough' });
        else if (type === 'SUBMIT_OK') r.submits.shift()?.resolve({ id: 'r-1' });
        else if (type === 'SUBMIT_FAILS') r.submits.shift()?.reject(new Error('ARO-E1044:Network request failed'));
        else if (type === 'SUBMIT' || type === 'RETRY' || type === 'CLOSE') r.actor.send({ type });
        await settle();
      }
      const expected = path.state.context;
      const snapshot = r.actor.getSnapshot();
      expect(snapshot.value).toBe(expected.shown);
      if (expected.shown !== 'closed') expect(snapshot.context.error !== null).toBe(expected.shown === 'failed');
      // Every load asks for this appointment; every send carries only the questions answered.
      for (const load of r.loads) expect(load.appointmentId).toBe('appt-1');
      const items = [
        ...(expected.text ? [{ text: 'What brings you in?', answer: 'Headache' }] : []),
        ...(expected.option ? [{ text: 'Any of these?', answer: 'Cough' }] : []),
      ];
      for (const submission of r.sent)
        expect(submission).toEqual({ questionnaireId: 'q-1', appointmentId: 'appt-1', items });
      if (snapshot.status === 'done') expect(snapshot.output).toEqual({ submitted: expected.submitted });
    },
  );

  it('reaches every state', () => {
    const reached = new Set(paths.map((path) => path.state.context.shown));
    expect([...reached].toSorted()).toEqual([
      'answered',
      'answering',
      'closed',
      'failed',
      'loading',
      'none',
      'submitted',
      'submitting',
    ]);
  });

  it('joins several chosen options in the options order and keeps the message of success in the domain', async () => {
    const r = rig();
    r.loads.shift()?.resolve(QUESTIONNAIRE);
    await settle();
    r.actor.send({ type: 'TOGGLE_OPTION', questionNumber: 2, value: 'Cough' });
    r.actor.send({ type: 'TOGGLE_OPTION', questionNumber: 2, value: 'Fever' });
    r.actor.send({ type: 'SUBMIT' });
    await settle();
    expect(r.sent[0]?.items).toEqual([{ text: 'Any of these?', answer: 'Fever, Cough' }]);
    expect(QUESTIONNAIRE_SUBMITTED).toBe('Questionnaire Successfully Submitted');
  });
});
