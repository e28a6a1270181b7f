import type { Client } from '@urql/core';
import type { ActorsOf } from '../../../../flows/actorsOf';
import type { Api } from '../../../../flows/api';
import type { RefundInvoice } from '../../../../machines/refundRequest.machine';
import { CreateRefundMutation, RefundInvoiceQuery } from '../../../lib/graphql/refund';
import { dataOf, mutate } from '../../../lib/graphql/operations';

/** The refund wizard's calls of the Api (flows/api.ts) and its actors (machines/refundRequest.machine.ts). */
export type RefundCalls = Pick<Api, 'loadInvoice' | 'createRefund'>;
export type RefundRequestActors = ActorsOf<RefundCalls>;

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
