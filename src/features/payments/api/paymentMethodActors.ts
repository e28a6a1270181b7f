import type { Client } from '@urql/core';
import { fromPromise, type PromiseActorLogic } from 'xstate';
import type {
  CardTokenisation,
  SavedPaymentMethod,
  TokenisationRequest,
} from '../../../../machines/paymentMethods.types';
import { readFragment, type FragmentOf } from '../../../lib/graphql/graphql';
import {
  DeletePaymentMethodMutation,
  InitiateCardTokenisationMutation,
  PaymentMethodFields,
  PaymentMethodsQuery,
  SetDefaultPaymentMethodMutation,
} from '../graphql/paymentMethods';
import { signedFields } from '../../../lib/graphql/signedFields';
import { dataOf, mutate } from '../../../lib/graphql/operations';

/** The leaf actors of machines/paymentMethods.machine.ts. */
export interface PaymentMethodActors {
  readonly loadPaymentMethods: PromiseActorLogic<SavedPaymentMethod[], Record<string, never>>;
  readonly setDefaultPaymentMethod: PromiseActorLogic<SavedPaymentMethod[], { id: string }>;
  readonly deletePaymentMethod: PromiseActorLogic<SavedPaymentMethod[], { id: string }>;
  readonly initiateCardTokenisation: PromiseActorLogic<CardTokenisation, TokenisationRequest>;
}

function toPaymentMethods(masked: readonly FragmentOf<typeof PaymentMethodFields>[]): SavedPaymentMethod[] {
  return masked.map((card) => ({ ...readFragment(PaymentMethodFields, card) }));
}

/** GraphQL-backed actors over the stored login (a session error signs the patient out, src/lib/client/client.ts). */
export function paymentMethodActors(client: Client): PaymentMethodActors {
  return {
    loadPaymentMethods: fromPromise(async () => {
      const data = dataOf(await client.query(PaymentMethodsQuery, {}, { requestPolicy: 'network-only' }).toPromise());
      return toPaymentMethods(data.queryOneProfile.paymentMethods);
    }),
    setDefaultPaymentMethod: fromPromise(async ({ input }) => {
      const data = await mutate(client, SetDefaultPaymentMethodMutation, { id: input.id });
      return toPaymentMethods(data.setDefaultPaymentMethod);
    }),
    deletePaymentMethod: fromPromise(async ({ input }) => {
      const data = await mutate(client, DeletePaymentMethodMutation, { id: input.id });
      return toPaymentMethods(data.deletePaymentMethod);
    }),
    initiateCardTokenisation: fromPromise(async ({ input }) => {
      const { initiateCardTokenisation } = await mutate(client, InitiateCardTokenisationMutation, {
        input: { successUrl: input.successUrl, failureUrl: input.failureUrl, nameOnCard: input.nameOnCard },
      });
      return {
        id: initiateCardTokenisation.id,
        action: initiateCardTokenisation.action,
        fields: signedFields(initiateCardTokenisation.signature),
        unsignedFieldNames: [...initiateCardTokenisation.unsignedFieldNames],
      };
    }),
  };
}
