import type { Client } from '@urql/core';
import { fromPromise } from 'xstate';
import type {
  LoadedQuestionnaire,
  QuestionnaireSubmission,
  questionnaireMachine,
} from '../../../../machines/questionnaire.machine';
import {
  AppointmentQuestionnaireQuery,
  CreateObservationMutation,
  CreateQuestionnaireResponseMutation,
} from '../graphql/questionnaire';
import { dataOf, mutate } from '../../../lib/graphql/operations';

/** The actors questionnaireMachine needs, as the modal and the chat provide them. */
export type QuestionnaireActors = NonNullable<Parameters<typeof questionnaireMachine.provide>[0]['actors']>;

/** The questionnaire of one appointment over GraphQL, always fresh: another tab may have answered it. */
async function loadQuestionnaire(client: Client, appointmentId: string): Promise<LoadedQuestionnaire | null> {
  const data = dataOf(
    await client.query(AppointmentQuestionnaireQuery, { appointmentId }, { requestPolicy: 'network-only' }).toPromise(),
  );
  const found = data.queryAppointmentQuestionnaire;
  if (found === null) return null;
  return {
    id: found.questionnaire.id,
    title: found.questionnaire.meta.display,
    questions: found.questionnaire.questions.map((question) => ({
      ...question,
      options: question.options.map((option) => ({ ...option })),
    })),
    answered:
      found.response === null ? null : found.response.items.map((item) => ({ text: item.text, answer: item.answer })),
  };
}

/** Stores the answers (one response per appointment: the server refuses a second). */
async function submitQuestionnaire(client: Client, submission: QuestionnaireSubmission): Promise<string> {
  const data = await mutate(client, CreateQuestionnaireResponseMutation, {
    input: {
      questionnaireId: submission.questionnaireId,
      appointmentId: submission.appointmentId,
      items: submission.items.map((item) => ({ text: item.text, answer: item.answer })),
    },
  });
  return data.createQuestionnaireResponse.id;
}

export function questionnaireActors(client: Client): QuestionnaireActors {
  return {
    loadQuestionnaire: fromPromise(({ input }) => loadQuestionnaire(client, input.appointmentId)),
    submitQuestionnaire: fromPromise(({ input }) => submitQuestionnaire(client, input)),
  };
}

/** Tells the doctor something before the visit; `id` (a UUID chosen once per note) makes a resend store nothing more. */
export async function sendObservation(
  client: Client,
  note: { id: string; appointmentId: string; value: string },
): Promise<void> {
  await mutate(client, CreateObservationMutation, {
    input: { id: note.id, appointmentId: note.appointmentId, value: note.value },
  });
}
