import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { decodeChatPayload } from '../../domain/chatPayload';
import { cardTokenisations } from '../../server/db/schema';
import { QUERY_CHAT, SEND, STAFF_SEND, textPayload, type ChatData } from './chatApi';
import { CREATE_PATIENT, errorOf, patientInput, PROFILE, type GraphqlResponse, type ProfileData } from './harness';
import { FBC, HOSPITAL, ok, QUESTIONNAIRE, UFR, worldPerFile } from './fuzz/world';

/**
 * Control characters and direction overrides (U+202E reads the text after it backwards, in the console, the SMS and
 * the PDF): a person's name refuses them with the form's message; free text (notes, messages, replies, comments,
 * answers, results, addresses) is stored without them, keeping its line breaks and tabs (issue 28, item 7;
 * domain/textSafety.ts; docs/decisions/0029-unstorable-and-reversed-text.md).
 */

/** A typed note with a reversed part, a bell, Windows line ending, a tab and an isolate. */
const NOTE = 'Call \u202Eme\u202C now\u0007\r\nThanks\tbye\u2066!';
const NOTE_STORED = 'Call me now\nThanks\tbye!';
/** One-line text (an address line) with a reversed part, a line break, a tab and a C1 control. */
const LINE = '12 Galle\u202E Road\r\nFlat\t2\u0085';
const LINE_STORED = '12 Galle Road Flat 2';

const env = worldPerFile();

function data<T>(response: GraphqlResponse<T>, what: string): T {
  return ok(response, what);
}

describe('names refuse hidden characters, with the message the form shows', () => {
  const hidden = (field: 'given' | 'family'): string =>
    `ARO-E1040:We need a valid patient profile. Your ${field} name has hidden characters. Please type it again.`;

  it('createPatient: a given name with an override, a family name with an isolate, mark or tab; nothing stored', async () => {
    const holder = await env.world.holder();
    const create = (args: Record<string, unknown>): Promise<GraphqlResponse> =>
      env.t.gql(
        CREATE_PATIENT,
        { hospitalId: HOSPITAL, args: patientInput({ relationship: 'Friend', ...args }) },
        holder.token,
      );
    expect(errorOf(await create({ given: ['Nimal\u202Eavlis'] }))).toBe(hidden('given'));
    expect(errorOf(await create({ family: 'Per\u2066era' }))).toBe(hidden('family'));
    expect(errorOf(await create({ family: 'Per\u200Fera' }))).toBe(hidden('family'));
    expect(errorOf(await create({ family: 'Per\tera' }))).toBe(hidden('family'));
    expect(errorOf(await create({ relationship: 'Sister Ni\u202Emali' }))).toBe(
      'ARO-E1040:We need a valid patient profile. The relationship has hidden characters. Please type it again.',
    );
    expect(
      data(await env.t.gql<ProfileData>(PROFILE, {}, holder.token), 'profile').queryOneProfile.patients,
    ).toHaveLength(1);
  });

  it('patchPatient: the same rule, and the patient is unchanged', async () => {
    const holder = await env.world.holder();
    const patch = [{ op: 'add', path: '/name', name: { prefix: 'Mr', given: ['Nimal'], family: 'Per\u202Eera' } }];
    expect(
      errorOf(
        await env.t.gql(
          'mutation ($id: ID!, $patch: [PatientPatchOperation!]!) { patchPatient(id: $id, patch: $patch) { id } }',
          { id: holder.patientId, patch },
          holder.token,
        ),
      ),
    ).toBe(hidden('family'));
    expect(
      data(await env.t.gql<ProfileData>(PROFILE, {}, holder.token), 'profile').queryOneProfile.patients[0]?.family,
    ).toBe('Silva');
  });

  it('initiateCardTokenisation: a name on card with an override is refused, and no tokenisation starts', async () => {
    const holder = await env.world.holder();
    const input = {
      successUrl: '/profiles/payment-methods',
      failureUrl: '/profiles/payment-methods',
      nameOnCard: 'Nimal \u202Earerep',
    };
    expect(
      errorOf(
        await env.t.gql(
          'mutation ($input: CardTokenisationInput!) { initiateCardTokenisation(input: $input) { id } }',
          { input },
          holder.token,
        ),
      ),
    ).toBe('ARO-E1040:We need a valid patient profile. Name on card has hidden characters. Please type it again.');
    expect(
      await env.t.server.services.db
        .select()
        .from(cardTokenisations)
        .where(eq(cardTokenisations.accountId, holder.accountId)),
    ).toEqual([]);
  });

  it('names in Sinhala and Tamil (with the joiner Sinhala needs) and with apostrophes still go', async () => {
    const holder = await env.world.holder();
    const created = await env.t.gql(
      CREATE_PATIENT,
      {
        hospitalId: HOSPITAL,
        args: patientInput({
          given: ['ශ්‍රීමතී'],
          family: "D'Souza-பெரேரா",
          relationship: 'Friend',
          prefix: 'Mrs',
          gender: 'female',
        }),
      },
      holder.token,
    );
    expect(errorOf(created)).toBe('');
  });
});

describe('free text is stored without controls or direction overrides, line breaks and tabs kept', () => {
  it('chat messages, of the patient and of staff', async () => {
    const chat = await env.world.answeredChat();
    const staff = await env.world.staff();
    expect(
      errorOf(
        await env.t.gql(
          SEND,
          { input: { chatId: chat.chatId, id: randomUUID(), payload: textPayload(`Patient/${chat.patientId}`, NOTE) } },
          chat.token,
        ),
      ),
    ).toBe('');
    expect(
      errorOf(
        await env.t.gql(
          STAFF_SEND,
          { input: { chatId: chat.chatId, id: randomUUID(), payload: textPayload(`Staff/${staff.id}`, NOTE) } },
          staff.token,
        ),
      ),
    ).toBe('');
    const messages =
      data(await env.t.gql<{ queryChat: ChatData }>(QUERY_CHAT, { id: chat.chatId }, chat.token), 'queryChat').queryChat
        .messages ?? [];
    const texts = messages
      .map((message) => decodeChatPayload(message.payload)?.content)
      .flatMap((content) => (content?.kind === 'message' ? [content.message] : []));
    expect(texts.slice(-2)).toEqual([NOTE_STORED, NOTE_STORED]);
  });

  it('a chat message of nothing but overrides is refused as blank', async () => {
    const chat = await env.world.answeredChat();
    expect(
      errorOf(
        await env.t.gql(
          SEND,
          {
            input: {
              chatId: chat.chatId,
              id: randomUUID(),
              payload: textPayload(`Patient/${chat.patientId}`, ' \u202E\u202C '),
            },
          },
          chat.token,
        ),
      ),
    ).toBe('ARO-E1051:This message cannot be sent. Please type a message.');
  });

  it("an order's note and address, the patient's reply, the changed address, staff's reply and the rating's comment", async () => {
    const who = await env.world.holder();
    await env.world.labParameters();
    const fields = 'id additionalNote addressLineOne addressCity note { text } feedbackComment';
    const input = {
      id: `hidden-${randomUUID()}`,
      patientId: who.patientId,
      orderCategory: 'Examination',
      organization: HOSPITAL,
      serviceRequestInitiatedFor: 'homecare',
      addressLineOne: LINE,
      diagnosticReport: [FBC],
      additionalNote: NOTE,
    };
    const created = data(
      await env.t.gql<{ createServiceRequest: { id: string; additionalNote: string; addressLineOne: string } }>(
        `mutation ($input: CreateServiceRequestInput!) { createServiceRequest(input: $input) { ${fields} } }`,
        { input },
        who.token,
      ),
      'createServiceRequest',
    ).createServiceRequest;
    expect(created).toMatchObject({ additionalNote: NOTE_STORED, addressLineOne: LINE_STORED });

    const patched = data(
      await env.t.gql<{ patchServiceRequest: { addressCity: string } }>(
        `mutation ($id: ID!, $patch: ServiceRequestPatch!) { patchServiceRequest(id: $id, patch: $patch) { ${fields} } }`,
        { id: created.id, patch: { addressCity: LINE } },
        who.token,
      ),
      'patchServiceRequest',
    );
    expect(patched.patchServiceRequest.addressCity).toBe(LINE_STORED);

    const replied = data(
      await env.t.gql<{ updateExtensionOfServiceRequest: { note: { text: string }[] } }>(
        `mutation ($id: ID!, $extension: ServiceRequestExtensionInput!) { updateExtensionOfServiceRequest(id: $id, extension: $extension) { ${fields} } }`,
        { id: created.id, extension: { note: NOTE } },
        who.token,
      ),
      'reply',
    );
    expect(replied.updateExtensionOfServiceRequest.note.at(-1)?.text).toBe(NOTE_STORED);

    const staff = await env.world.staff();
    const staffReply = data(
      await env.t.gql<{ staffReplyOrder: { order: { note: { text: string }[] } } }>(
        `mutation ($id: ID!, $note: String!) { staffReplyOrder(id: $id, note: $note) { order { ${fields} } } }`,
        { id: created.id, note: NOTE },
        staff.token,
      ),
      'staffReplyOrder',
    );
    expect(staffReply.staffReplyOrder.order.note.at(-1)?.text).toBe(NOTE_STORED);

    const closed = await env.world.closedOrder();
    const rated = data(
      await env.t.gql<{ updateExtensionOfServiceRequest: { feedbackComment: string } }>(
        `mutation ($id: ID!, $extension: ServiceRequestExtensionInput!) { updateExtensionOfServiceRequest(id: $id, extension: $extension) { ${fields} } }`,
        { id: closed.orderId, extension: { feedbackRating: 9, feedbackComment: NOTE } },
        closed.token,
      ),
      'rate order',
    );
    expect(rated.updateExtensionOfServiceRequest.feedbackComment).toBe(NOTE_STORED);
  });

  it("a refund's remarks", async () => {
    const paid = await env.world.paidAppointment();
    const input = {
      serviceRef: `Appointment/${paid.appointmentId}`,
      organizationRef: `Organization/${paid.organizationId}`,
      patientId: paid.patientId,
      reasonCode: 'BOOKED WRONG',
      reason: 'Wrong person',
      remarks: NOTE,
    };
    const refund = data(
      await env.t.gql<{ createRefund: { remarks: string } }>(
        'mutation ($input: CreateRefundInput!) { createRefund(input: $input) { remarks } }',
        { input },
        paid.token,
      ),
      'createRefund',
    );
    expect(refund.createRefund.remarks).toBe(NOTE_STORED);
  });

  it("a visit's feedback comment", async () => {
    const visit = await env.world.fulfilledAppointment();
    const rated = data(
      await env.t.gql<{ updateExtensionOfAppointment: { feedbackComment: string } }>(
        'mutation ($id: ID!, $extension: AppointmentExtensionInput!) { updateExtensionOfAppointment(id: $id, extension: $extension) { feedbackComment } }',
        { id: visit.appointmentId, extension: { feedbackRating: 7, feedbackComment: NOTE } },
        visit.token,
      ),
      'rate visit',
    );
    expect(rated.updateExtensionOfAppointment.feedbackComment).toBe(NOTE_STORED);
  });

  it("a questionnaire's answer, a note for the doctor and a document's description (one line)", async () => {
    const booked = await env.world.bookedAppointment();
    const question = await env.world.textQuestion(booked.appointmentId, booked.token);
    const response = data(
      await env.t.gql<{ createQuestionnaireResponse: { items: { answer: string }[] } }>(
        'mutation ($input: QuestionnaireResponseInput!) { createQuestionnaireResponse(input: $input) { items { text answer } } }',
        {
          input: {
            questionnaireId: QUESTIONNAIRE,
            appointmentId: booked.appointmentId,
            items: [{ text: question, answer: NOTE }],
          },
        },
        booked.token,
      ),
      'questionnaire',
    );
    expect(response.createQuestionnaireResponse.items[0]?.answer).toBe(NOTE_STORED);

    const observation = data(
      await env.t.gql<{ createObservation: { value: string } }>(
        'mutation ($input: ObservationInput!) { createObservation(input: $input) { value } }',
        { input: { id: randomUUID(), appointmentId: booked.appointmentId, value: NOTE } },
        booked.token,
      ),
      'observation',
    );
    expect(observation.createObservation.value).toBe(NOTE_STORED);

    const url = await env.world.accountImage(booked.accountId);
    const document = data(
      await env.t.gql<{ createDocumentReference: { description: string } }>(
        'mutation ($input: CreateDocumentReferenceInput!) { createDocumentReference(input: $input) { description } }',
        { input: { appointmentId: booked.appointmentId, description: LINE, contentType: 'image/png', url } },
        booked.token,
      ),
      'document',
    );
    expect(document.createDocumentReference.description).toBe(LINE_STORED);
  });

  it("a lab result's text (lines kept) and its organism and antibiotic (one line)", async () => {
    const staff = await env.world.staff();
    const order = await env.world.labOrder();
    const input = {
      serviceRequestId: order,
      code: UFR,
      results: [
        {
          code: 'CULT',
          valueString: NOTE,
          organism: LINE,
          antibiogram: [{ antibiotic: `Amoxi\u202Ecillin`, interpretation: 'S', mic: LINE }],
        },
        { code: 'CELLS', options: ['Pus cells'] },
      ],
    };
    const saved = data(
      await env.t.gql<{
        staffSaveResults: {
          results: {
            code: string;
            resultDisplay: string;
            organism: string | null;
            antibiogram: { antibiotic: string; mic: string | null }[];
          }[];
        };
      }>(
        'mutation ($input: ReportResultsInput!) { staffSaveResults(input: $input) { results { code resultDisplay organism antibiogram { antibiotic mic } } } }',
        { input },
        staff.token,
      ),
      'staffSaveResults',
    );
    expect(saved.staffSaveResults.results.find((result) => result.code === 'CULT')).toEqual({
      code: 'CULT',
      resultDisplay: NOTE_STORED,
      organism: LINE_STORED,
      antibiogram: [{ antibiotic: 'Amoxicillin', mic: LINE_STORED }],
    });
  });

  it("a patient's address", async () => {
    const holder = await env.world.holder();
    const patch = [{ op: 'add', path: '/address', address: { line: [LINE, '\u202E'], city: `Colombo\u2067 7` } }];
    const patched = data(
      await env.t.gql<{ patchPatient: { address: { line: string[]; city: string | null } } }>(
        'mutation ($id: ID!, $patch: [PatientPatchOperation!]!) { patchPatient(id: $id, patch: $patch) { address { line city } } }',
        { id: holder.patientId, patch },
        holder.token,
      ),
      'patchPatient',
    );
    expect(patched.patchPatient.address).toEqual({ line: [LINE_STORED], city: 'Colombo 7' });
  });
});
