import type { Client } from '@urql/core';
import { fromPromise, type PromiseActorLogic } from 'xstate';
import type { RefundInvoice, RefundRequestInput, RequestedRefund } from '../../machines/refundRequest.machine';
import { CreateRefundMutation, RefundInvoiceQuery } from '../graphql/refund';
import { dataOf, mutate } from './bookingActors';

/** The refund wizard's actors (machines/refundRequest.machine.ts). */
export interface RefundRequestActors {
  readonly loadInvoice: PromiseActorLogic<RefundInvoice, { readonly appointmentId: string }>;
  readonly createRefund: PromiseActorLogic<RequestedRefund, RefundRequestInput>;
}

const cents = (value: number): number => Math.round(value * 100);

/** The invoice of the accepted payment of the appointment; lines null when none is found (the amount is then not shown). */
async function loadInvoice(client: Client, appointmentId: string): Promise<RefundInvoice> {
  const data = dataOf(
    await client.query(RefundInvoiceQuery, { appointmentId }, { requestPolicy: 'network-only' }).toPromise(),
  );
  const invoice = data.queryMyPayments.find((payment) => payment.status === 'ACCEPT')?.invoice ?? null;
  if (invoice === null) return { lines: null, currency: '' };
  return {
    lines: invoice.items.map((item) => ({
      description: item.description,
      category: item.category,
      amountCents: cents(item.amount.value),
    })),
    currency: invoice.total.currency,
  };
}

/** The refund calls as plain functions (the chat loads them on first use, src/chat/lazyActors.ts). */
export interface RefundCalls {
  readonly loadInvoice: (input: { readonly appointmentId: string }) => Promise<RefundInvoice>;
  readonly createRefund: (input: RefundRequestInput) => Promise<RequestedRefund>;
}

export function refundCalls(client: Client): RefundCalls {
  return {
    loadInvoice: (input) => loadInvoice(client, input.appointmentId),
    createRefund: async (input) => {
      const { createRefund } = await mutate(client, CreateRefundMutation, {
        input: { ...input, excluded: [...input.excluded] },
      });
      return {
        id: createRefund.id,
        status: createRefund.status,
        amountCents: cents(createRefund.amount.value),
        currency: createRefund.amount.currency,
      };
    },
  };
}

/** GraphQL-backed actors for `refundRequestMachine.provide({ actors })`, with the stored login. */
export function refundRequestActors(client: Client): RefundRequestActors {
  const calls = refundCalls(client);
  return {
    loadInvoice: fromPromise(({ input }) => calls.loadInvoice(input)),
    createRefund: fromPromise(({ input }) => calls.createRefund(input)),
  };
}
