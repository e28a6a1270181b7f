import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bookSession,
  errorOf,
  newPatient,
  sessionById,
  signInStaff,
  startTestServer,
  type TestServer,
} from './harness';

const QUESTIONNAIRE = `query ($id: ID!) { queryAppointmentQuestionnaire(appointmentId: $id) {
  questionnaire { id meta { display } questions { questionNumber question type options { value display } } }
  response { id basedOn subject items { text answer } } } }`;
const RESPOND = `mutation ($input: QuestionnaireResponseInput!) { createQuestionnaireResponse(input: $input) { id basedOn subject items { text answer } } }`;
const OBSERVE = `mutation ($input: ObservationInput!) { createObservation(input: $input) { id subject code { code display } value } }`;
const OBSERVATIONS = `query ($id: ID!) { queryObservation(appointmentId: $id) { id value } }`;
const DETAILS = `query ($id: ID!) { staffAppointmentDetails(appointmentId: $id) { questionnaireTitle response { items { text answer } } observations { value } } }`;
const SESSION_ID = 'sess-0006';

interface QuestionnaireData {
  queryAppointmentQuestionnaire: {
    questionnaire: { id: string; meta: { display: string }; questions: { question: string; type: string }[] };
    response: { items: unknown[] } | null;
  } | null;
}

describe('questionnaire and observations (carechat-demo: switches on)', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer();
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers the hospital questionnaire once, for a booked appointment of the account only', async () => {
    const { token, patientId } = await newPatient(t, '0778910001');
    const appointmentId = (await bookSession(t, token, SESSION_ID, patientId)).data?.createAppointment.id ?? '';
    const read = await t.gql<QuestionnaireData>(QUESTIONNAIRE, { id: appointmentId }, token);
    const questionnaire = read.data?.queryAppointmentQuestionnaire?.questionnaire;
    expect(questionnaire?.meta.display).toBe('Before your visit');
    expect(questionnaire?.questions.map((question) => question.type)).toEqual(['text', 'checkBox', 'text']);
    expect(read.data?.queryAppointmentQuestionnaire?.response).toBeNull();

    const input = {
      questionnaireId: questionnaire?.id,
      appointmentId,
      items: [
        { text: 'What brings you to the doctor?', answer: 'Headache' },
        { text: 'Do you have any of these?', answer: 'fever, cough' },
      ],
    };
    const { token: other } = await newPatient(t, '0778910002');
    expect(errorOf(await t.gql(RESPOND, { input }, other))).toMatch(/^ARO-E1040:/);
    expect(
      errorOf(
        await t.gql(
          RESPOND,
          { input: { ...input, items: [{ text: 'What brings you to the doctor?', answer: '  ' }] } },
          token,
        ),
      ),
    ).toBe('ARO-E1046:That cannot be done in this state. Please answer at least one question.');
    expect(
      errorOf(
        await t.gql(
          RESPOND,
          { input: { ...input, items: [{ text: 'Do you have any of these?', answer: 'gout' }] } },
          token,
        ),
      ),
    ).toMatch(/choose among the options/);

    const both = await Promise.all([t.gql(RESPOND, { input }, token), t.gql(RESPOND, { input }, token)]);
    expect(both.filter((response) => errorOf(response) === '')).toHaveLength(1);
    expect(both.map(errorOf)).toContain(
      'ARO-E1046:That cannot be done in this state. This questionnaire was already answered.',
    );
    const again = await t.gql<QuestionnaireData>(QUESTIONNAIRE, { id: appointmentId }, token);
    expect(again.data?.queryAppointmentQuestionnaire?.response?.items).toEqual(input.items);
  });

  it('stores an observation once per id (code 3 Patient Information); staff of the hospital only see the details', async () => {
    const { token, patientId } = await newPatient(t, '0778910003');
    const appointmentId = (await bookSession(t, token, SESSION_ID, patientId)).data?.createAppointment.id ?? '';
    const input = { id: randomUUID(), appointmentId, value: 'Pain in the left knee since Monday' };
    const [first, second] = await Promise.all([
      t.gql<{ createObservation: { id: string; code: unknown } }>(OBSERVE, { input }, token),
      t.gql(OBSERVE, { input }, token),
    ]);
    expect(errorOf(first)).toBe('');
    expect(errorOf(second)).toBe('');
    expect(first.data?.createObservation.code).toEqual({ code: '3', display: 'Patient Information' });
    expect(errorOf(await t.gql(OBSERVE, { input: { ...input, id: randomUUID(), value: ' ' } }, token))).toMatch(
      /^ARO-E1046:/,
    );
    const { token: other } = await newPatient(t, '0778910004');
    expect(errorOf(await t.gql(OBSERVE, { input: { ...input, id: randomUUID() } }, other))).toMatch(/^ARO-E1040:/);
    expect(
      (await t.gql<{ queryObservation: unknown[] }>(OBSERVATIONS, { id: appointmentId }, token)).data?.queryObservation,
    ).toHaveLength(1);

    const organizationId = (await sessionById(t, SESSION_ID))?.organization.id ?? '';
    const own = await signInStaff(t, `staff.${organizationId.replace(/^org-/, '')}`);
    const details = await t.gql<{ staffAppointmentDetails: { observations: { value: string }[] } }>(
      DETAILS,
      { id: appointmentId },
      own,
    );
    expect(details.data?.staffAppointmentDetails.observations.map((entry) => entry.value)).toEqual([
      'Pain in the left knee since Monday',
    ]);
    const foreign = await signInStaff(t, organizationId === 'org-colombo' ? 'staff.kandy' : 'staff.colombo');
    expect(errorOf(await t.gql(DETAILS, { id: appointmentId }, foreign))).toMatch(/^ARO-E1014:/);
  });
});

describe('questionnaire and observations (harbour-clinic: switches off)', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ tenantId: 'harbour-clinic' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('refuses both', async () => {
    const token = await t.signIn('0778910005');
    expect(errorOf(await t.gql(QUESTIONNAIRE, { id: 'appt-0001' }, token))).toBe(
      'ARO-E1046:That cannot be done in this state. Questionnaires are not offered.',
    );
    expect(
      errorOf(await t.gql(OBSERVE, { input: { id: randomUUID(), appointmentId: 'appt-0001', value: 'x' } }, token)),
    ).toBe('ARO-E1046:That cannot be done in this state. Observations are not offered.');
  });
});
