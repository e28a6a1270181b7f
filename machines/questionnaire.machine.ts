import { assign, setup } from 'xstate';
import {
  checkBoxAnswer,
  hasAnswer,
  QUESTIONNAIRE_ANSWER_MAX,
  type AnswerLike,
  type QuestionLike,
} from '../domain/questionnaire';
import { errorMessage } from './errorMessage';
import { notProvided } from './notProvided';

/**
 * Answering the hospital's questionnaire for one booked appointment (spec 000 §5 Questionnaire, §7
 * createQuestionnaireResponse). The flat appointment view's modal drives it; a chat conversation can too.
 *
 * Input: `appointmentId`.
 * Events: ANSWER_TEXT {questionNumber, text} (a text question), TOGGLE_OPTION {questionNumber, value} (a checkBox
 * question's option on/off), SUBMIT (only once at least one answer is not blank: domain hasAnswer), RETRY (from
 * failed), CLOSE (from every state but submitting).
 * States and what to show:
 * - loading: a spinner while `loadQuestionnaire` reads the questionnaire and any response.
 * - none: the hospital has no questionnaire: nothing to answer.
 * - answered: already answered: the answers given (`answered`), read-only.
 * - answering: the questions (text ones as text areas, checkBox ones as checkboxes), Submit enabled once `items`
 *   has an answer.
 * - submitting: Submit disabled while `submitQuestionnaire` stores `items`.
 * - submitted: 'Questionnaire Successfully Submitted' (QUESTIONNAIRE_SUBMITTED).
 * - failed: `error`; RETRY loads again (failed loading) or sends again (failed sending).
 * - closed (final). Output: { submitted } — true when this run stored the answers.
 */

export interface QuestionnaireQuestion extends QuestionLike {
  readonly questionNumber: number;
}

export interface LoadedQuestionnaire {
  readonly id: string;
  /** meta.display: the questionnaire's title. */
  readonly title: string;
  readonly questions: readonly QuestionnaireQuestion[];
  /** The answers already given, or null while unanswered. */
  readonly answered: readonly AnswerLike[] | null;
}

export interface QuestionnaireSubmission {
  readonly questionnaireId: string;
  readonly appointmentId: string;
  readonly items: readonly AnswerLike[];
}

export interface QuestionnaireInput {
  readonly appointmentId: string;
}

export interface QuestionnaireContext {
  readonly appointmentId: string;
  readonly questionnaire: LoadedQuestionnaire | null;
  /** Text answers by question number. */
  readonly texts: Readonly<Record<number, string>>;
  /** Chosen option values by question number. */
  readonly chosen: Readonly<Record<number, readonly string[]>>;
  readonly error: string | null;
  readonly failedWhile: 'loading' | 'submitting' | null;
  readonly submitted: boolean;
}

export type QuestionnaireEvent =
  | { type: 'ANSWER_TEXT'; questionNumber: number; text: string }
  | { type: 'TOGGLE_OPTION'; questionNumber: number; value: string }
  | { type: 'SUBMIT' }
  | { type: 'RETRY' }
  | { type: 'CLOSE' };

/** The answers to send: one item per question answered, in the questionnaire's order; blanks left out. */
export function questionnaireItems(
  context: Pick<QuestionnaireContext, 'questionnaire' | 'texts' | 'chosen'>,
): AnswerLike[] {
  const questions = context.questionnaire?.questions ?? [];
  return questions
    .map((question) => ({
      text: question.question,
      answer:
        question.type === 'checkBox'
          ? checkBoxAnswer(question, context.chosen[question.questionNumber] ?? [])
          : (context.texts[question.questionNumber] ?? '').trim(),
    }))
    .filter((item) => item.answer !== '');
}

const CLOSE = { CLOSE: { target: '#questionnaire.closed' } } as const;

export const questionnaireMachine = setup({
  types: {
    context: {} as QuestionnaireContext,
    events: {} as QuestionnaireEvent,
    input: {} as QuestionnaireInput,
    output: {} as { submitted: boolean },
  },
  actors: {
    loadQuestionnaire: notProvided<LoadedQuestionnaire | null, { appointmentId: string }>('loadQuestionnaire'),
    submitQuestionnaire: notProvided<unknown, QuestionnaireSubmission>('submitQuestionnaire'),
  },
  actions: {
    storeQuestionnaire: assign((_, questionnaire: LoadedQuestionnaire | null) => ({
      questionnaire,
      error: null,
      failedWhile: null,
    })),
    storeText: assign(({ context }, params: { questionNumber: number; text: string }) => ({
      texts: { ...context.texts, [params.questionNumber]: params.text.slice(0, QUESTIONNAIRE_ANSWER_MAX) },
    })),
    toggleOption: assign(({ context }, params: { questionNumber: number; value: string }) => {
      const current = context.chosen[params.questionNumber] ?? [];
      const next = current.includes(params.value)
        ? current.filter((value) => value !== params.value)
        : [...current, params.value];
      return { chosen: { ...context.chosen, [params.questionNumber]: next } };
    }),
    storeError: assign((_, params: { error: unknown; while: 'loading' | 'submitting' }) => ({
      error: errorMessage(params.error),
      failedWhile: params.while,
    })),
    clearError: assign({ error: null }),
    markSubmitted: assign({ submitted: true }),
  },
  guards: {
    noQuestionnaire: (_, loaded: LoadedQuestionnaire | null) => loaded === null,
    alreadyAnswered: (_, loaded: LoadedQuestionnaire | null) => loaded?.answered != null,
    canSubmit: ({ context }) => hasAnswer(questionnaireItems(context)),
    failedLoading: ({ context }) => context.failedWhile === 'loading',
  },
}).createMachine({
  id: 'questionnaire',
  context: ({ input }) => ({
    appointmentId: input.appointmentId,
    questionnaire: null,
    texts: {},
    chosen: {},
    error: null,
    failedWhile: null,
    submitted: false,
  }),
  output: ({ context }) => ({ submitted: context.submitted }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'loadQuestionnaire',
        input: ({ context }) => ({ appointmentId: context.appointmentId }),
        onDone: [
          {
            guard: { type: 'noQuestionnaire', params: ({ event }) => event.output },
            target: 'none',
            actions: { type: 'storeQuestionnaire', params: ({ event }) => event.output },
          },
          {
            guard: { type: 'alreadyAnswered', params: ({ event }) => event.output },
            target: 'answered',
            actions: { type: 'storeQuestionnaire', params: ({ event }) => event.output },
          },
          { target: 'answering', actions: { type: 'storeQuestionnaire', params: ({ event }) => event.output } },
        ],
        onError: {
          target: 'failed',
          actions: { type: 'storeError', params: ({ event }) => ({ error: event.error, while: 'loading' as const }) },
        },
      },
    },
    none: { on: CLOSE },
    answered: { on: CLOSE },
    answering: {
      on: {
        ...CLOSE,
        ANSWER_TEXT: {
          actions: {
            type: 'storeText',
            params: ({ event }) => ({ questionNumber: event.questionNumber, text: event.text }),
          },
        },
        TOGGLE_OPTION: {
          actions: {
            type: 'toggleOption',
            params: ({ event }) => ({ questionNumber: event.questionNumber, value: event.value }),
          },
        },
        SUBMIT: { guard: 'canSubmit', target: 'submitting', actions: 'clearError' },
      },
    },
    submitting: {
      invoke: {
        src: 'submitQuestionnaire',
        input: ({ context }) => ({
          questionnaireId: context.questionnaire?.id ?? '',
          appointmentId: context.appointmentId,
          items: questionnaireItems(context),
        }),
        onDone: { target: 'submitted', actions: 'markSubmitted' },
        onError: {
          target: 'failed',
          actions: {
            type: 'storeError',
            params: ({ event }) => ({ error: event.error, while: 'submitting' as const }),
          },
        },
      },
    },
    submitted: { on: CLOSE },
    failed: {
      on: {
        ...CLOSE,
        RETRY: [
          { guard: 'failedLoading', target: 'loading', actions: 'clearError' },
          { target: 'submitting', actions: 'clearError' },
        ],
      },
    },
    closed: { type: 'final' },
  },
});
