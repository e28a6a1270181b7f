// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Client, Provider } from 'urql';
import { afterEach, describe, expect, it } from 'vitest';
import { fromPromise } from 'xstate';
import type { LoadedQuestionnaire, QuestionnaireSubmission } from '../../../../machines/questionnaire.machine';
import type { QuestionnaireActors } from '../../../../src/features/appointment/api/questionnaireActors';
import { PresentingComplaintsForm } from '../../../../src/features/appointment/view/PresentingComplaintsForm';
import { QuestionnaireModal } from '../../../../src/features/appointment/view/QuestionnaireModal';

afterEach(() => cleanup());

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

// Never used: the fake actors stand in for the GraphQL ones.
const client = new Client({ url: 'http://localhost/graphql', exchanges: [] });

function renderModal(loaded: LoadedQuestionnaire | null) {
  const sent: QuestionnaireSubmission[] = [];
  const closes: boolean[] = [];
  const actors: QuestionnaireActors = {
    loadQuestionnaire: fromPromise(() => Promise.resolve(loaded)),
    submitQuestionnaire: fromPromise(({ input }) => {
      sent.push(input);
      return Promise.resolve('r-1');
    }),
  };
  render(
    <Provider value={client}>
      <QuestionnaireModal appointmentId="appt-1" actors={actors} onClose={(answered) => closes.push(answered)} />
    </Provider>,
  );
  return { sent, closes };
}

describe('QuestionnaireModal', () => {
  it('keeps Submit disabled until a question is answered, sends the answers and says so', async () => {
    const { sent, closes } = renderModal(QUESTIONNAIRE);
    const dialog = await screen.findByRole('dialog', { name: 'Before your visit' });
    const submit = within(dialog).getByRole('button', { name: 'Submit' });
    expect((submit as HTMLButtonElement).disabled).toBe(true);
    // Blank text is no answer.
    fireEvent.change(within(dialog).getByLabelText('What brings you in?'), { target: { value: '   ' } });
    expect((submit as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Cough' }));
    expect((submit as HTMLButtonElement).disabled).toBe(false);
    fireEvent.change(within(dialog).getByLabelText('What brings you in?'), { target: { value: 'Headache' } });
    fireEvent.click(submit);
    expect(await within(dialog).findByText('Questionnaire Successfully Submitted')).toBeTruthy();
    expect(sent).toEqual([
      {
        questionnaireId: 'q-1',
        appointmentId: 'appt-1',
        items: [
          { text: 'What brings you in?', answer: 'Headache' },
          { text: 'Any of these?', answer: 'Cough' },
        ],
      },
    ]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(closes).toEqual([true]));
  });

  it('shows the answers already given, read-only', async () => {
    renderModal({ ...QUESTIONNAIRE, answered: [{ text: 'What brings you in?', answer: 'Back pain' }] });
    const dialog = await screen.findByRole('dialog', { name: 'Before your visit' });
    expect(await within(dialog).findByText('Back pain')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Submit' })).toBeNull();
  });

  it('says when the hospital has no questionnaire, and closes unanswered', async () => {
    const { closes } = renderModal(null);
    expect(await screen.findByText('The hospital has no questionnaire for this appointment.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(closes).toEqual([false]));
  });
});

describe('PresentingComplaintsForm', () => {
  it('sends the note with one id, the same again after a failure, and says it was sent', async () => {
    const calls: { id: string; appointmentId: string; value: string }[] = [];
    let fail = true;
    const send = (_client: unknown, note: { id: string; appointmentId: string; value: string }): Promise<void> => {
      calls.push(note);
      if (fail) {
        fail = false;
        return Promise.reject(new Error('ARO-E1044:Network request failed'));
      }
      return Promise.resolve();
    };
    render(
      <Provider value={client}>
        <PresentingComplaintsForm appointmentId="appt-1" send={send} />
      </Provider>,
    );
    const button = screen.getByRole('button', { name: 'Send to the doctor' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Anything the doctor should know before your visit?'), {
      target: { value: ' Chest pain since Monday ' },
    });
    fireEvent.click(button);
    expect(await screen.findByRole('alert')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Send to the doctor' }));
    expect(await screen.findByText('Sent to the doctor.')).toBeTruthy();
    expect(calls).toHaveLength(2);
    expect(calls[0]).toEqual({ id: calls[1]?.id, appointmentId: 'appt-1', value: 'Chest pain since Monday' });
  });
});
