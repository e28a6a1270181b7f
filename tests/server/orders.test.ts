import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blobUrl } from '../../domain/chatPayload';
import {
  CREATE_PATIENT,
  errorOf,
  listenTo,
  newPatient,
  patientInput,
  signInStaff,
  startTestServer,
  type GraphqlResponse,
  type TestServer,
} from './harness';
import { PNG } from './images';

/** Orders over the real server and PGlite: ownership, completeness, switches, staff moves, races, documents, pushes. */

const FIELDS = `id identifier category status examinationOrderStatus medicationOrderStatus procedureOrderStatus orderCommunicationStatus
  serviceRequestPaymentStatus serviceRequestPaymentMethod serviceRequestChargingAmount orderCanceledReason documentReferenceIds
  orderDetail { code display price { value currency } } documents { id serviceRequestId patientId } note { authorReference text }`;
const CREATE = `mutation ($input: CreateServiceRequestInput!) { createServiceRequest(input: $input) { ${FIELDS} } }`;
const QUERY = `query ($filter: ServiceRequestFilter!) { queryServiceRequest(filter: $filter) { ${FIELDS} } }`;
const PATCH = `mutation ($id: ID!, $patch: ServiceRequestPatch!) { patchServiceRequest(id: $id, patch: $patch) { ${FIELDS} } }`;
const EXTEND = `mutation ($id: ID!, $extension: ServiceRequestExtensionInput!) { updateExtensionOfServiceRequest(id: $id, extension: $extension) { ${FIELDS} } }`;
const REPLY = `mutation ($id: ID!, $note: String!, $amount: Float) { staffReplyOrder(id: $id, note: $note, amount: $amount) { order { ${FIELDS} } patientName mobileNo } }`;
const MOVE = `mutation ($id: ID!, $to: String!) { staffMoveOrder(id: $id, to: $to) { order { ${FIELDS} } } }`;
const CANCEL = `mutation ($id: ID!, $reason: String!) { staffCancelOrder(id: $id, reason: $reason) { order { ${FIELDS} } } }`;
const CASH = `mutation ($id: ID!) { staffRecordCashPayment(id: $id) { order { ${FIELDS} } } }`;
const STAFF_ORDER = `query ($id: ID!) { staffOrder(id: $id) { order { id } patientName } }`;
const DOC = `mutation ($input: CreateDocumentReferenceInput!) { createDocumentReference(input: $input) { id appointmentId serviceRequestId } }`;

interface Order {
  id: string;
  identifier: string;
  status: string;
  examinationOrderStatus: string | null;
  medicationOrderStatus: string | null;
  orderCommunicationStatus: string;
  serviceRequestPaymentStatus: string;
  serviceRequestChargingAmount: number | null;
  documentReferenceIds: string[];
  orderDetail: { code: string; display: string; price: { value: number; currency: string } | null }[];
  documents: { id: string; serviceRequestId: string; patientId: string }[];
}

let t: TestServer;
let owner: { token: string; patientId: string };
let other: { token: string; patientId: string };
let staffColombo: string;
let staffKandy: string;
let seq = 0;

function ok<T>(response: GraphqlResponse<T>): T {
  if (response.errors !== undefined || response.data === undefined || response.data === null)
    throw new Error(errorOf(response));
  return response.data;
}

const examination = (extra: Record<string, unknown> = {}): Record<string, unknown> => ({
  id: `order-test-${String(++seq).padStart(4, '0')}`,
  patientId: owner.patientId,
  orderCategory: 'Examination',
  organization: 'org-colombo',
  serviceRequestInitiatedFor: 'appointment',
  diagnosticReport: ['10000001', '10000005'],
  ...extra,
});

async function create(input: Record<string, unknown>, token = owner.token): Promise<Order> {
  return ok(await t.gql<{ createServiceRequest: Order }>(CREATE, { input }, token)).createServiceRequest;
}

async function staffDo(
  query: string,
  variables: Record<string, unknown>,
  token = staffColombo,
): Promise<GraphqlResponse<unknown>> {
  return t.gql(query, variables, token);
}

beforeAll(async () => {
  t = await startTestServer();
  owner = await newPatient(t, '0779000101', 'Owner');
  other = await newPatient(t, '0779000102', 'Other');
  staffColombo = await signInStaff(t, 'staff.colombo');
  staffKandy = await signInStaff(t, 'staff.kandy');
}, 60_000);

afterAll(async () => t.close());

describe('createServiceRequest', () => {
  it('creates a draft, new, initial order priced from the catalogue, idempotent on its id', async () => {
    const input = examination();
    const order = await create(input);
    expect(order).toMatchObject({
      status: 'draft',
      examinationOrderStatus: 'new',
      medicationOrderStatus: null,
      orderCommunicationStatus: 'initial',
      serviceRequestPaymentStatus: 'pending',
    });
    expect(order.identifier).toMatch(/^SR-\d{5}$/);
    expect(order.orderDetail.map((line) => line.display)).toEqual(['FBC', 'ESR']);
    expect(order.orderDetail[0]?.price).toEqual({ value: 1200, currency: 'LKR' });
    const again = await create(input);
    expect(again.id).toBe(order.id);
    expect(again.identifier).toBe(order.identifier);
  });

  it('refuses another account, incomplete input and a switched-off category', async () => {
    expect(errorOf(await t.gql(CREATE, { input: examination() }, other.token))).toMatch(/^ARO-E1040/);
    expect(
      errorOf(await t.gql(CREATE, { input: examination({ diagnosticReport: ['99999999'] }) }, owner.token)),
    ).toMatch(/^ARO-E1074/);
    expect(
      errorOf(await t.gql(CREATE, { input: examination({ serviceRequestInitiatedFor: 'homecare' }) }, owner.token)),
    ).toMatch(/^ARO-E1074/);
    expect(
      errorOf(
        await t.gql(
          CREATE,
          { input: examination({ orderCategory: 'Medication', diagnosticReport: null }) },
          owner.token,
        ),
      ),
    ).toMatch(/^ARO-E1074/);
    const harbour = await startTestServer({ tenantId: 'harbour-clinic' });
    try {
      const token = await harbour.signIn('0779000103');
      const created = ok(
        await harbour.gql<{ createPatient: { id: string } }>(
          CREATE_PATIENT,
          { hospitalId: 'org-galle', args: patientInput() },
          token,
        ),
      );
      const someone = { token, patientId: created.createPatient.id };
      const refused = await harbour.gql(
        CREATE,
        {
          input: {
            patientId: someone.patientId,
            orderCategory: 'Medication',
            organization: 'org-galle',
            serviceRequestInitiatedFor: 'appointment',
            documentReferenceIds: ['x'],
          },
        },
        someone.token,
      );
      expect(errorOf(refused)).toMatch(/^ARO-E1073/);
    } finally {
      await harbour.close();
    }
  }, 60_000);

  it('binds the account’s unattached documents to a medication order, and only its own', async () => {
    const put = await fetch(`${t.url}/blob/put`, {
      method: 'POST',
      headers: { 'content-type': 'image/png', authorization: `Bearer ${owner.token}` },
      body: new Uint8Array(PNG),
    });
    const url = blobUrl(put.headers.get('x-blobdata-id') ?? '');
    const document = ok(
      await t.gql<{ createDocumentReference: { id: string; appointmentId: string | null } }>(
        DOC,
        { input: { description: 'Prescription', contentType: 'image/png', url } },
        owner.token,
      ),
    ).createDocumentReference;
    expect(document.appointmentId).toBeNull();
    const stolen = await t.gql(
      CREATE,
      {
        input: {
          patientId: other.patientId,
          orderCategory: 'Medication',
          organization: 'org-colombo',
          serviceRequestInitiatedFor: 'appointment',
          documentReferenceIds: [document.id],
        },
      },
      other.token,
    );
    expect(errorOf(stolen)).toMatch(/^ARO-E1040/);
    const order = await create({
      patientId: owner.patientId,
      orderCategory: 'Medication',
      organization: 'org-colombo',
      serviceRequestInitiatedFor: 'homecare',
      addressCity: 'Colombo',
      documentReferenceIds: [document.id],
    });
    expect(order.medicationOrderStatus).toBe('new');
    expect(order.documents).toEqual([{ id: document.id, serviceRequestId: order.id, patientId: owner.patientId }]);
  });
});

describe('patient operations', () => {
  it('refuses another account on every order operation', async () => {
    const order = await create(examination());
    expect(errorOf(await t.gql(QUERY, { filter: { id: order.id } }, other.token))).toMatch(/^ARO-E1040/);
    expect(errorOf(await t.gql(QUERY, { filter: { patientIds: [owner.patientId] } }, other.token))).toMatch(
      /^ARO-E1040/,
    );
    expect(errorOf(await t.gql(PATCH, { id: order.id, patch: { addressCity: 'Kandy' } }, other.token))).toMatch(
      /^ARO-E1040/,
    );
    expect(errorOf(await t.gql(EXTEND, { id: order.id, extension: { note: 'hi' } }, other.token))).toMatch(
      /^ARO-E1040/,
    );
    const listed = ok(
      await t.gql<{ queryServiceRequest: Order[] }>(QUERY, { filter: { limit: 50 } }, owner.token),
    ).queryServiceRequest;
    expect(listed.map((o) => o.id)).toContain(order.id);
  });

  it('appends the patient note (patientReplied); cash only while pending', async () => {
    const order = await create(examination());
    const replied = ok(
      await t.gql<{ updateExtensionOfServiceRequest: Order }>(
        EXTEND,
        { id: order.id, extension: { note: 'Morning please' } },
        owner.token,
      ),
    ).updateExtensionOfServiceRequest;
    expect(replied.orderCommunicationStatus).toBe('patientReplied');
    const cash = ok(
      await t.gql<{ patchServiceRequest: Order & { serviceRequestPaymentMethod: string } }>(
        PATCH,
        { id: order.id, patch: { serviceRequestPaymentMethod: 'cash' } },
        owner.token,
      ),
    ).patchServiceRequest;
    expect(cash.serviceRequestPaymentMethod).toBe('cash');
  });
});

describe('staff', () => {
  it('refuses staff of another hospital', async () => {
    const order = await create(examination());
    for (const [query, variables] of [
      [STAFF_ORDER, { id: order.id }],
      [REPLY, { id: order.id, note: 'x', amount: 10 }],
      [MOVE, { id: order.id, to: 'confirming' }],
      [CANCEL, { id: order.id, reason: 'outOfStock' }],
      [CASH, { id: order.id }],
    ] as const) {
      expect(errorOf(await staffDo(query, variables, staffKandy))).toMatch(/^ARO-E1014/);
    }
  });

  it('prices, moves along the path, refuses illegal moves, completes; rating once after', async () => {
    const order = await create(examination());
    expect(errorOf(await staffDo(MOVE, { id: order.id, to: 'processing' }))).toMatch(/^ARO-E1072/);
    const priced = ok(await staffDo(REPLY, { id: order.id, note: 'Rs 1650', amount: 1650 })) as {
      staffReplyOrder: { order: Order; patientName: string };
    };
    expect(priced.staffReplyOrder.order).toMatchObject({
      examinationOrderStatus: 'confirming',
      orderCommunicationStatus: 'performerReplied',
      serviceRequestChargingAmount: 1650,
    });
    // Named as everywhere else: 'Mr. Owner Silva', not 'Mr Owner Silva'.
    expect(priced.staffReplyOrder.patientName).toBe('Mr. Owner Silva');
    // Unpaid and not cash: leaving confirming is refused.
    expect(errorOf(await staffDo(MOVE, { id: order.id, to: 'sampleCollecting' }))).toMatch(/^ARO-E1072/);
    ok(await t.gql(PATCH, { id: order.id, patch: { serviceRequestPaymentMethod: 'cash' } }, owner.token));
    for (const to of ['sampleCollecting', 'processing', 'completed']) ok(await staffDo(MOVE, { id: order.id, to }));
    const done = ok(await t.gql<{ queryServiceRequest: Order[] }>(QUERY, { filter: { id: order.id } }, owner.token))
      .queryServiceRequest[0];
    expect(done).toMatchObject({ status: 'completed', examinationOrderStatus: 'completed' });
    expect(errorOf(await staffDo(CANCEL, { id: order.id, reason: 'outOfStock' }))).toMatch(/^ARO-E1072/);
    expect(errorOf(await t.gql(PATCH, { id: order.id, patch: { addressCity: 'Kandy' } }, owner.token))).toMatch(
      /^ARO-E1073/,
    );
    ok(await t.gql(PATCH, { id: order.id, patch: { heartbeatLinkSeen: true, heartbeatLastSeen: true } }, owner.token));
    const paid = ok(await staffDo(CASH, { id: order.id })) as { staffRecordCashPayment: { order: Order } };
    expect(paid.staffRecordCashPayment.order.serviceRequestPaymentStatus).toBe('paid');
    expect(errorOf(await staffDo(CASH, { id: order.id }))).toMatch(/^ARO-E1046/);
    ok(await t.gql(EXTEND, { id: order.id, extension: { feedbackRating: 9 } }, owner.token));
    expect(errorOf(await t.gql(EXTEND, { id: order.id, extension: { feedbackRating: 8 } }, owner.token))).toMatch(
      /^ARO-E1046/,
    );
  });

  it('cancels with a reason (revoked); two moves at once apply one', async () => {
    const canceled = await create(examination());
    expect(errorOf(await staffDo(CANCEL, { id: canceled.id, reason: 'whatever' }))).toMatch(/^ARO-E1046/);
    const result = ok(await staffDo(CANCEL, { id: canceled.id, reason: 'patientRequested' })) as {
      staffCancelOrder: { order: Order & { orderCanceledReason: string } };
    };
    expect(result.staffCancelOrder.order).toMatchObject({
      status: 'revoked',
      examinationOrderStatus: 'canceled',
      orderCanceledReason: 'patientRequested',
    });

    const raced = await create(examination());
    const both = await Promise.all([
      staffDo(CANCEL, { id: raced.id, reason: 'outOfStock' }),
      staffDo(CANCEL, { id: raced.id, reason: 'patientNoResponse' }),
    ]);
    const applied = both.filter((response) => response.errors === undefined) as {
      data: { staffCancelOrder: { order: { orderCanceledReason: string } } };
    }[];
    expect(applied).toHaveLength(1);
    expect(both.find((response) => response.errors !== undefined)?.errors?.[0]?.message).toMatch(/^ARO-E1072/);
    const stored = ok(
      await t.gql<{ queryServiceRequest: { orderCanceledReason: string }[] }>(
        QUERY,
        { filter: { id: raced.id } },
        owner.token,
      ),
    ).queryServiceRequest[0];
    expect(stored?.orderCanceledReason).toBe(applied[0]?.data.staffCancelOrder.order.orderCanceledReason);
  });

  it('pushes a change to the order’s subscriber', async () => {
    const order = await create(examination());
    const socket = t.socket(owner.token);
    const listener = listenTo<{ serviceRequestChanged: Order }>(
      socket,
      `subscription ($id: ID!) { serviceRequestChanged(id: $id) { id orderCommunicationStatus } }`,
      { id: order.id },
    );
    await listener.next(1);
    ok(await staffDo(REPLY, { id: order.id, note: 'Hello' }));
    const results = await listener.next(2);
    expect(results[1]?.data?.serviceRequestChanged.orderCommunicationStatus).toBe('performerReplied');
    listener.stop();
  });
});
