import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blobUrl } from '../../domain/chatPayload';
import { ORDER_PATHS, ORDER_STATUS_FIELD, type OrderCategory } from '../../domain/orderStatus';
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

/**
 * Every staff move of every category's path (domain/orderStatus.ts ORDER_PATHS) over the real server: each legal
 * step applies, skipping ahead or going back is ARO-E1072 at every step, and the patient's lists and the hospital's
 * board hear each change. With the category's payment switch off (harbour-clinic's lab tests), nothing waits for a payment.
 */

const FIELDS =
  'id status medicationOrderStatus examinationOrderStatus procedureOrderStatus encounterOrderStatus serviceRequestPaymentStatus';
const CREATE = `mutation ($input: CreateServiceRequestInput!) { createServiceRequest(input: $input) { ${FIELDS} } }`;
const PATCH = `mutation ($id: ID!, $patch: ServiceRequestPatch!) { patchServiceRequest(id: $id, patch: $patch) { ${FIELDS} } }`;
const REPLY = `mutation ($id: ID!, $note: String!, $amount: Float) { staffReplyOrder(id: $id, note: $note, amount: $amount) { order { ${FIELDS} } paymentRequired } }`;
const MOVE = `mutation ($id: ID!, $to: String!) { staffMoveOrder(id: $id, to: $to) { order { ${FIELDS} } } }`;
const DOC = `mutation ($input: CreateDocumentReferenceInput!) { createDocumentReference(input: $input) { id } }`;

type Order = Record<string, string | null> & { id: string };

let t: TestServer;
let owner: { token: string; patientId: string };
let staff: string;
let seq = 0;

function ok<T>(response: GraphqlResponse<T>): T {
  if (response.errors !== undefined || response.data === undefined || response.data === null)
    throw new Error(errorOf(response));
  return response.data;
}

async function prescription(server: TestServer, token: string): Promise<string> {
  const put = await fetch(`${server.url}/blob/put`, {
    method: 'POST',
    headers: { 'content-type': 'image/png', authorization: `Bearer ${token}` },
    body: new Uint8Array(PNG),
  });
  const url = blobUrl(put.headers.get('x-blobdata-id') ?? '');
  return ok(
    await server.gql<{ createDocumentReference: { id: string } }>(
      DOC,
      { input: { description: 'Prescription', contentType: 'image/png', url } },
      token,
    ),
  ).createDocumentReference.id;
}

async function orderOf(category: OrderCategory): Promise<Order> {
  const base = {
    id: `move-${String(++seq).padStart(4, '0')}`,
    patientId: owner.patientId,
    orderCategory: category,
    organization: 'org-colombo',
  };
  const input =
    category === 'Examination'
      ? { ...base, serviceRequestInitiatedFor: 'appointment', diagnosticReport: ['10000001'] }
      : category === 'Procedure'
        ? { ...base, serviceRequestInitiatedFor: 'homecare', addressCity: 'Colombo', procedureRequest: ['PR-ECG'] }
        : {
            ...base,
            serviceRequestInitiatedFor: 'appointment',
            documentReferenceIds: [await prescription(t, owner.token)],
          };
  return ok(await t.gql<{ createServiceRequest: Order }>(CREATE, { input }, owner.token)).createServiceRequest;
}

const move = (id: string, to: string, token = staff): Promise<GraphqlResponse<{ staffMoveOrder: { order: Order } }>> =>
  t.gql(MOVE, { id, to }, token);

beforeAll(async () => {
  t = await startTestServer();
  owner = await newPatient(t, '0779000201', 'Mover');
  staff = await signInStaff(t, 'staff.colombo');
}, 60_000);

afterAll(async () => t.close());

describe('every category walks its path one step at a time', () => {
  it.each(['Medication', 'Examination', 'Procedure', 'Finance'] as const)('%s', async (category) => {
    const field = ORDER_STATUS_FIELD[category];
    const path = ORDER_PATHS[category];
    const order = await orderOf(category);
    expect(order[field]).toBe('new');
    expect(order.status).toBe('draft');
    for (let at = 1; at < path.length; at += 1) {
      const from = path[at - 1] ?? '';
      const to = path[at] ?? '';
      // Two steps ahead and back again are refused at every step.
      const skip = path[at + 1];
      if (skip !== undefined) expect(errorOf(await move(order.id, skip))).toMatch(/^ARO-E1072/);
      if (at > 1) expect(errorOf(await move(order.id, path[at - 2] ?? ''))).toMatch(/^ARO-E1072/);
      let moved: Order;
      if (to === 'confirming') {
        // Confirming is reached by pricing; then the order waits for its payment or cash.
        expect(errorOf(await move(order.id, to))).toMatch(/^ARO-E1072/);
        const priced = ok(
          await t.gql<{ staffReplyOrder: { order: Order; paymentRequired: boolean } }>(
            REPLY,
            { id: order.id, note: 'Priced', amount: 1200 },
            staff,
          ),
        ).staffReplyOrder;
        expect(priced.paymentRequired).toBe(true);
        moved = priced.order;
        expect(errorOf(await move(order.id, path[at + 1] ?? ''))).toMatch(/^ARO-E1072/);
        ok(await t.gql(PATCH, { id: order.id, patch: { serviceRequestPaymentMethod: 'cash' } }, owner.token));
      } else {
        moved = ok(await move(order.id, to)).staffMoveOrder.order;
      }
      expect(moved[field], `${from} → ${to}`).toBe(to);
    }
    // Closed: no move at all, and the request itself is completed.
    expect(errorOf(await move(order.id, 'completed'))).toMatch(/^ARO-E1072/);
    const [stored] = ok(
      await t.gql<{ queryServiceRequest: Order[] }>(
        `query ($id: ID!) { queryServiceRequest(filter: { id: $id }) { ${FIELDS} } }`,
        { id: order.id },
        owner.token,
      ),
    ).queryServiceRequest;
    expect(stored).toMatchObject({ status: 'completed', [field]: 'completed' });
  });
});

describe('the requested time', () => {
  it('is refused in the past or beyond the week, in words, and kept when it is ahead', async () => {
    const base = {
      patientId: owner.patientId,
      orderCategory: 'Examination',
      organization: 'org-colombo',
      serviceRequestInitiatedFor: 'appointment',
      diagnosticReport: ['10000001'],
    };
    const hour = 60 * 60_000;
    const past = await t.gql(
      CREATE,
      { input: { ...base, id: 'time-past', sampleCollectionRequestedTime: new Date(t.now() - hour).toISOString() } },
      owner.token,
    );
    expect(errorOf(past)).toBe('ARO-E1074:Please choose a time from now on, within the next 7 days.');
    const far = await t.gql(
      CREATE,
      {
        input: {
          ...base,
          id: 'time-far',
          sampleCollectionRequestedTime: new Date(t.now() + 10 * 24 * hour).toISOString(),
        },
      },
      owner.token,
    );
    expect(errorOf(far)).toMatch(/^ARO-E1074/);
    const ahead = new Date(t.now() + 3 * hour).toISOString();
    ok(
      await t.gql(CREATE, { input: { ...base, id: 'time-ahead', sampleCollectionRequestedTime: ahead } }, owner.token),
    );
    const [stored] = ok(
      await t.gql<{ queryServiceRequest: { sampleCollectionRequestedTime: string }[] }>(
        'query { queryServiceRequest(filter: { id: "time-ahead" }) { sampleCollectionRequestedTime } }',
        {},
        owner.token,
      ),
    ).queryServiceRequest;
    expect(stored?.sampleCollectionRequestedTime).toBe(ahead);
  });
});

describe('who hears a change', () => {
  it("the patient's order lists and the hospital's board", async () => {
    const lists = listenTo<{ serviceRequestsChanged: { id: string; examinationOrderStatus: string } }>(
      t.socket(owner.token),
      'subscription { serviceRequestsChanged { id examinationOrderStatus } }',
      {},
    );
    const board = listenTo<{ staffOrdersChanged: { order: { id: string; examinationOrderStatus: string | null } }[] }>(
      t.socket(staff),
      'subscription { staffOrdersChanged { order { id examinationOrderStatus } } }',
      {},
    );
    await board.next(1);
    const order = await orderOf('Examination');
    ok(await t.gql(REPLY, { id: order.id, note: 'Rs 1200', amount: 1200 }, staff));
    // The list subscription has no first push, so the create may come before it listens; the pricing comes after.
    await expect
      .poll(() => lists.results.map((result) => result.data?.serviceRequestsChanged).at(-1))
      .toEqual({ id: order.id, examinationOrderStatus: 'confirming' });
    const boards = await board.next(3);
    const last = boards.at(-1)?.data?.staffOrdersChanged.find((entry) => entry.order.id === order.id);
    expect(last?.order.examinationOrderStatus).toBe('confirming');
    lists.stop();
    board.stop();
  });
});

describe('a category the app takes no payment for', () => {
  it('moves on from confirming unpaid (harbour-clinic lab tests)', async () => {
    const harbour = await startTestServer({ tenantId: 'harbour-clinic' });
    try {
      const token = await harbour.signIn('0779000202');
      const patientId = ok(
        await harbour.gql<{ createPatient: { id: string } }>(
          CREATE_PATIENT,
          { hospitalId: 'org-galle', args: patientInput() },
          token,
        ),
      ).createPatient.id;
      const galleStaff = await signInStaff(harbour, 'staff.galle');
      const input = {
        id: 'harbour-move-1',
        patientId,
        orderCategory: 'Examination',
        organization: 'org-galle',
        serviceRequestInitiatedFor: 'appointment',
        diagnosticReport: ['10000001'],
      };
      const order = ok(
        await harbour.gql<{ createServiceRequest: Order }>(CREATE, { input }, token),
      ).createServiceRequest;
      const priced = ok(
        await harbour.gql<{ staffReplyOrder: { paymentRequired: boolean } }>(
          REPLY,
          { id: order.id, note: 'Pay at the counter', amount: 1200 },
          galleStaff,
        ),
      ).staffReplyOrder;
      expect(priced.paymentRequired).toBe(false);
      const moved = ok(
        await harbour.gql<{ staffMoveOrder: { order: Order } }>(
          MOVE,
          { id: order.id, to: 'sampleCollecting' },
          galleStaff,
        ),
      ).staffMoveOrder.order;
      expect(moved).toMatchObject({
        examinationOrderStatus: 'sampleCollecting',
        serviceRequestPaymentStatus: 'pending',
      });
    } finally {
      await harbour.close();
    }
  }, 60_000);
});
