import type { Client } from '@urql/core';
import { DEFAULT_ERROR_MESSAGE } from '../../../domain/errors';
import type { Api } from '../../../flows/api';
import type { InitiatedBooking } from '../../../machines/types';
import {
  AuthenticatePaymentGatewayMutation,
  CompleteBookingMutation,
  InitiateBookingMutation,
} from '../graphql/gatewayPayment';
import { mutate } from '../graphql/operations';
import { signedFields } from '../graphql/signedFields';

/** The payment machine's calls of the Api (flows/api.ts): a booking's and an order's invoice are paid alike. */
export type GatewayCalls = Pick<Api, 'initiateBooking' | 'completeBooking' | 'authenticatePaymentGateway'>;

/** GraphQL-backed gateway calls with the stored login (a session error signs the patient out). */
export function gatewayCalls(client: Client): GatewayCalls {
  return {
    initiateBooking: async (input): Promise<InitiatedBooking> => {
      const { initiateBooking } = await mutate(client, InitiateBookingMutation, {
        input: {
          invoiceId: input.invoiceId,
          paymentGatewayType: input.paymentGatewayType,
          successUrl: input.successUrl,
          failureUrl: input.failureUrl,
        },
      });
      return {
        id: initiateBooking.id,
        action: initiateBooking.action,
        fields: signedFields(initiateBooking.signature),
      };
    },
    completeBooking: async (input) => {
      const { completeBooking } = await mutate(client, CompleteBookingMutation, {
        id: input.bookingId,
        paymentGatewayType: input.paymentGatewayType,
        paymentMethodId: input.paymentMethodId,
      });
      return {
        status: completeBooking.status,
        decision: completeBooking.decision,
        message: completeBooking.message ?? null,
        paymentId: completeBooking.paymentId ?? null,
      };
    },
    authenticatePaymentGateway: async (input) => {
      const { authenticatePaymentGateway } = await mutate(client, AuthenticatePaymentGatewayMutation, {
        bookingId: input.bookingId,
      });
      const { redirectUrl } = authenticatePaymentGateway;
      // The sandbox (and the gateways we support) answer with a URL; redirect HTML is never rendered.
      if (redirectUrl === null || redirectUrl === '') throw new Error(DEFAULT_ERROR_MESSAGE);
      return { redirectUrl };
    },
  };
}
