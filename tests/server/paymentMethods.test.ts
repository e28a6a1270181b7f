import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardTokenisations, paymentMethods } from '../../server/db/schema';
import { errorOf, listenTo, newPatient, startTestServer, type GraphqlResponse, type TestServer } from './harness';

/** Saved cards over the real server: make default, delete, ownership, and what the list shows. */

const CARD_FIELDS = 'id type status cardExpiry cardType cardNumber defaultMethod';
const SAVED_CARDS = `{ queryOneProfile { id paymentMethods { ${CARD_FIELDS} } } }`;
const SET_DEFAULT = `mutation ($id: ID!) { setDefaultPaymentMethod(id: $id) { ${CARD_FIELDS} } }`;
const DELETE = `mutation ($id: ID!) { deletePaymentMethod(id: $id) { ${CARD_FIELDS} } }`;

interface SavedCard {
  id: string;
  type: string;
  status: string;
  cardExpiry: string;
  cardType: string;
  cardNumber: string;
  defaultMethod: boolean;
}
interface Account {
  token: string;
  accountId: string;
  /** Card ids, oldest first. */
  cards: string[];
}

let t: TestServer;
let nextMobile = 0;

function ok<T>(response: GraphqlResponse<T>): T {
  if (!response.data || response.errors) throw new Error(`GraphQL error: ${errorOf(response)}`);
  return response.data;
}

async function cardsOf(who: Account): Promise<SavedCard[]> {
  return ok(await t.gql<{ queryOneProfile: { paymentMethods: SavedCard[] } }>(SAVED_CARDS, {}, who.token))
    .queryOneProfile.paymentMethods;
}

function tokenOf(id: string): string {
  return `sbx-accept-secret-${id}`;
}

/**
 * A new account with saved cards, arranged in the database as the card callback stores them: masked
 * numbers, a gateway token, added a minute apart, the first one the default.
 */
async function accountWithCards(numbers: readonly string[]): Promise<Account> {
  nextMobile += 1;
  const { token } = await newPatient(t, `07706120${String(nextMobile).padStart(2, '0')}`);
  const accountId = ok(await t.gql<{ queryOneProfile: { id: string } }>('{ queryOneProfile { id } }', {}, token))
    .queryOneProfile.id;
  const cards = numbers.map((_, index) => `pm-${String(nextMobile)}-${String(index)}`);
  if (numbers.length > 0) {
    await t.server.services.db.insert(paymentMethods).values(
      numbers.map((number, index) => ({
        id: cards[index] ?? '',
        accountId,
        type: 'card',
        status: 'active',
        cardType: '001',
        cardNumber: number,
        cardExpiry: '12/30',
        gatewayToken: tokenOf(cards[index] ?? ''),
        defaultMethod: index === 0,
        created: new Date(t.now() - (numbers.length - index) * 60_000),
      })),
    );
  }
  return { token, accountId, cards };
}

/** The account's cards straight from the database: id → default flag. */
async function storedDefaults(who: Account): Promise<Record<string, boolean>> {
  const rows = await t.server.services.db
    .select()
    .from(paymentMethods)
    .where(eq(paymentMethods.accountId, who.accountId));
  return Object.fromEntries(rows.map((row) => [row.id, row.defaultMethod]));
}

beforeAll(async () => {
  t = await startTestServer({ codeRequestsPerAddressPerHour: 100 });
});
afterAll(async () => {
  await t.close();
});

describe('setDefaultPaymentMethod', () => {
  it("moves the default to the chosen card and returns the account's cards, default first", async () => {
    const who = await accountWithCards(['411111**********', '555555**********', '424242**********']);
    const [first, second, third] = who.cards;
    const cards = ok(
      await t.gql<{ setDefaultPaymentMethod: SavedCard[] }>(SET_DEFAULT, { id: third }, who.token),
    ).setDefaultPaymentMethod;
    expect(cards.map((card) => [card.id, card.defaultMethod])).toEqual([
      [third, true],
      [first, false],
      [second, false],
    ]);
    expect(await storedDefaults(who)).toEqual({ [first ?? '']: false, [second ?? '']: false, [third ?? '']: true });
    expect(await cardsOf(who)).toEqual(cards);
  });

  it('leaves an already default card as it is', async () => {
    const who = await accountWithCards(['411111**********', '555555**********']);
    const cards = ok(
      await t.gql<{ setDefaultPaymentMethod: SavedCard[] }>(SET_DEFAULT, { id: who.cards[0] }, who.token),
    ).setDefaultPaymentMethod;
    expect(cards.map((card) => card.defaultMethod)).toEqual([true, false]);
  });

  it("refuses another account's card and an unknown one alike (ARO-E1060), changing neither account", async () => {
    const owner = await accountWithCards(['411111**********', '555555**********']);
    const intruder = await accountWithCards(['424242**********']);
    const ownerBefore = await storedDefaults(owner);
    const intruderBefore = await storedDefaults(intruder);
    for (const id of [owner.cards[1], 'no-such-card']) {
      expect(errorOf(await t.gql(SET_DEFAULT, { id }, intruder.token))).toBe('ARO-E1060:We could not find this card.');
    }
    expect(await storedDefaults(owner)).toEqual(ownerBefore);
    expect(await storedDefaults(intruder)).toEqual(intruderBefore);
  });

  it('needs a signed-in caller', async () => {
    expect(errorOf(await t.gql(SET_DEFAULT, { id: 'pm-demo-holder-visa' }))).toMatch(/^ARO-E1023:/);
  });

  it('tells profileChanged subscribers', async () => {
    const who = await accountWithCards(['411111**********', '555555**********']);
    const live = listenTo<{ profileChanged: { paymentMethods: { id: string; defaultMethod: boolean }[] } }>(
      t.socket(who.token),
      'subscription { profileChanged { paymentMethods { id defaultMethod } } }',
    );
    await live.next(1);
    ok(await t.gql(SET_DEFAULT, { id: who.cards[1] }, who.token));
    const results = await live.next(2);
    live.stop();
    expect(results[1]?.data?.profileChanged.paymentMethods[0]).toEqual({ id: who.cards[1], defaultMethod: true });
  });
});

describe('deletePaymentMethod', () => {
  it('deletes a card that is not the default: the default stays', async () => {
    const who = await accountWithCards(['411111**********', '555555**********']);
    const cards = ok(
      await t.gql<{ deletePaymentMethod: SavedCard[] }>(DELETE, { id: who.cards[1] }, who.token),
    ).deletePaymentMethod;
    expect(cards.map((card) => [card.id, card.defaultMethod])).toEqual([[who.cards[0], true]]);
    expect(await storedDefaults(who)).toEqual({ [who.cards[0] ?? '']: true });
  });

  it('deleting the default makes the most recently added remaining card the default', async () => {
    const who = await accountWithCards(['411111**********', '555555**********', '424242**********']);
    const [first, second, third] = who.cards;
    const cards = ok(
      await t.gql<{ deletePaymentMethod: SavedCard[] }>(DELETE, { id: first }, who.token),
    ).deletePaymentMethod;
    expect(cards.map((card) => [card.id, card.defaultMethod])).toEqual([
      [third, true],
      [second, false],
    ]);
    expect(await cardsOf(who)).toEqual(cards);
    // Its gateway token went with it.
    const tokens = (await t.server.services.db.select({ token: paymentMethods.gatewayToken }).from(paymentMethods)).map(
      (row) => row.token,
    );
    expect(tokens).not.toContain(tokenOf(first ?? ''));
  });

  it('deletes the last card: no card is left, none is default', async () => {
    const who = await accountWithCards(['411111**********']);
    expect(
      ok(await t.gql<{ deletePaymentMethod: SavedCard[] }>(DELETE, { id: who.cards[0] }, who.token))
        .deletePaymentMethod,
    ).toEqual([]);
    expect(await cardsOf(who)).toEqual([]);
  });

  it('deletes a card added through the gateway: its tokenisation keeps its outcome and forgets the card', async () => {
    const who = await accountWithCards(['411111**********']);
    const id = who.cards[0] ?? '';
    await t.server.services.db.insert(cardTokenisations).values({
      id: `tok-${id}`,
      accountId: who.accountId,
      transactionUuid: `uuid-${id}`,
      status: 'accepted',
      successUrl: '/profiles/payment-methods',
      failureUrl: '/profiles/payment-methods',
      paymentMethodId: id,
      created: new Date(t.now()),
      answered: new Date(t.now()),
    });
    expect(
      ok(await t.gql<{ deletePaymentMethod: SavedCard[] }>(DELETE, { id }, who.token)).deletePaymentMethod,
    ).toEqual([]);
    const [tokenisation] = await t.server.services.db
      .select()
      .from(cardTokenisations)
      .where(eq(cardTokenisations.id, `tok-${id}`));
    expect(tokenisation).toMatchObject({ status: 'accepted', paymentMethodId: null });
  });

  it("refuses another account's card and an unknown one alike (ARO-E1060), deleting nothing", async () => {
    const owner = await accountWithCards(['411111**********', '555555**********']);
    const intruder = await accountWithCards(['424242**********']);
    for (const id of [owner.cards[0], 'no-such-card']) {
      expect(errorOf(await t.gql(DELETE, { id }, intruder.token))).toBe('ARO-E1060:We could not find this card.');
    }
    expect(await storedDefaults(owner)).toEqual({ [owner.cards[0] ?? '']: true, [owner.cards[1] ?? '']: false });
    expect(await storedDefaults(intruder)).toEqual({ [intruder.cards[0] ?? '']: true });
  });
});

describe('what the list shows', () => {
  it('masked numbers only, never a gateway token, in the profile and in every mutation answer', async () => {
    const who = await accountWithCards(['411111**********', '5555554444']);
    const answers = [
      await t.gql(SAVED_CARDS, {}, who.token),
      await t.gql(SET_DEFAULT, { id: who.cards[1] }, who.token),
      await t.gql(DELETE, { id: who.cards[0] }, who.token),
    ];
    for (const answer of answers) {
      expect(answer.errors).toBeUndefined();
      const text = JSON.stringify(answer);
      expect(text).not.toContain('sbx-accept-secret');
      expect(text).not.toContain('5555554444');
    }
    // Even a number stored unmasked by mistake is shown masked: the first 6 digits, then asterisks (the one mask of 16).
    expect((await cardsOf(who)).map((card) => card.cardNumber)).toEqual(['555555**********']);
    // There is no field to ask for the token.
    expect(errorOf(await t.gql('{ queryOneProfile { paymentMethods { id gatewayToken } } }', {}, who.token))).toMatch(
      /gatewayToken/,
    );
  });
});
