import { describe, expect, it } from 'vitest';
import { createActor, toPromise } from 'xstate';
import { paymentMethodActors } from '../../../src/features/payments/api/paymentMethodActors';
import { fakeServer } from '../screens/doctor/searchServer';

/** src/features/payments/api/paymentMethodActors.ts over a fake GraphQL server: what the tokenisation mutation sends and what it returns. */

const ANSWER = {
  initiateCardTokenisation: {
    id: 'tokenisation-1',
    action: '/sandbox/cardProvider/token',
    signature: {
      parameter: [
        { key: 'access_key', value: 'sandbox-carechat-demo' },
        { key: 'bill_to_forename', value: 'Ruwani' },
        { key: 'bill_to_surname', value: 'Perera' },
      ],
      value: 'c2lnbmF0dXJl',
    },
    unsignedFieldNames: ['card_type', 'card_number', 'card_expiry_date', 'card_cvn'],
  },
};

describe('paymentMethodActors.initiateCardTokenisation', () => {
  it('sends the name on card with the ways back, and flattens the signed fields with the signature last', async () => {
    const server = fakeServer({ InitiateCardTokenisation: ANSWER });
    const { initiateCardTokenisation } = paymentMethodActors(server.client);
    const input = {
      successUrl: '/profiles/payment-methods',
      failureUrl: '/profiles/payment-methods',
      nameOnCard: 'Ruwani Perera',
    };
    const output = await toPromise(createActor(initiateCardTokenisation, { input }).start());
    expect(server.operations).toEqual([{ name: 'InitiateCardTokenisation', variables: { input } }]);
    expect(output).toEqual({
      id: 'tokenisation-1',
      action: '/sandbox/cardProvider/token',
      fields: {
        access_key: 'sandbox-carechat-demo',
        bill_to_forename: 'Ruwani',
        bill_to_surname: 'Perera',
        signature: 'c2lnbmF0dXJl',
      },
      unsignedFieldNames: ['card_type', 'card_number', 'card_expiry_date', 'card_cvn'],
    });
  });

  it("fails with the server's error (an empty name on card is ARO-E1040)", async () => {
    const server = fakeServer({ InitiateCardTokenisation: new Error('ARO-E1040:Please enter the name on the card.') });
    const { initiateCardTokenisation } = paymentMethodActors(server.client);
    const actor = createActor(initiateCardTokenisation, {
      input: { successUrl: '/p', failureUrl: '/p', nameOnCard: '' },
    }).start();
    await expect(toPromise(actor)).rejects.toThrow(/ARO-E1040/);
  });
});
