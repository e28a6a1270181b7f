import { actorsOf } from '../../../../flows/actorsOf';
import type { Client } from '@urql/core';
import { fromCallback, fromPromise, type CallbackActorLogic, type EventObject, type PromiseActorLogic } from 'xstate';
import { DEFAULT_ERROR_MESSAGE } from '../../../../domain/errors';
import { displayName } from '../../../../domain/patient';
import { composePayment } from '../../../../flows/composeMachines';
import type { paymentMachine } from '../../../../machines/payment.machine';
import {
  type OrderExtension,
  type OrderPatch,
  type OrderView,
  type OrderViewEvent,
} from '../../../../machines/orderView.machine';
import type { InvoiceSummary, SavedCard } from '../../../../machines/types';
import { gatewayCalls } from '../../../lib/payment/gatewayCalls';
import { dataOf, mutate } from '../../../lib/graphql/operations';
import { orderMoneyOf } from '../../../lib/orderMoney';
import { invoiceSummaryOf } from '../../../lib/graphql/invoiceSummary';
import { SavedCardsQuery } from '../../../lib/graphql/payment';
import { readFragment, type FragmentOf } from '../../../lib/graphql/graphql';
import {
  ExtendOrderMutation,
  OrderChangedSubscription,
  OrderViewFields,
  OrderViewQuery,
  PatchOrderMutation,
  PrepareOrderInvoiceMutation,
} from '../graphql/orderView';

/** The leaf actors of machines/orderView.machine.ts (the payment child gets the gateway calls, src/lib/payment/gatewayCalls.ts). */
export interface OrderViewActors {
  readonly loadOrder: PromiseActorLogic<OrderView, { orderId: string }>;
  readonly patchOrder: PromiseActorLogic<OrderView, { orderId: string; patch: OrderPatch }>;
  readonly extendOrder: PromiseActorLogic<OrderView, { orderId: string; extension: OrderExtension }>;
  readonly prepareInvoice: PromiseActorLogic<InvoiceSummary, { serviceRequestId: string }>;
  readonly loadSavedCards: PromiseActorLogic<SavedCard[], undefined>;
  readonly watchOrder: CallbackActorLogic<EventObject, { orderId: string }>;
  readonly payment: typeof paymentMachine;
}

/** The server's order as the page shows it. */
function toOrderView(masked: FragmentOf<typeof OrderViewFields>): OrderView {
  const order = readFragment(OrderViewFields, masked);
  return {
    id: order.id,
    category: order.category,
    identifier: order.identifier,
    status: order.status,
    authoredOn: order.authoredOn,
    updatedTime: order.updatedTime,
    medicationOrderStatus: order.medicationOrderStatus ?? null,
    examinationOrderStatus: order.examinationOrderStatus ?? null,
    procedureOrderStatus: order.procedureOrderStatus ?? null,
    encounterOrderStatus: order.encounterOrderStatus ?? null,
    reportSummaryStatus: order.reportSummaryStatus ?? null,
    orderCanceledReason: order.orderCanceledReason ?? null,
    orderCommunicationStatus: order.orderCommunicationStatus,
    serviceRequestInitiatedFor: order.serviceRequestInitiatedFor,
    serviceRequestPaymentMethod: order.serviceRequestPaymentMethod ?? null,
    serviceRequestPaymentStatus: order.serviceRequestPaymentStatus,
    serviceRequestChargingAmount: order.serviceRequestChargingAmount ?? null,
    ...orderMoneyOf(order),
    requestedTime: order.sampleCollectionRequestedTime ?? order.homeVisitRequestedTime ?? null,
    addressLineOne: order.addressLineOne ?? '',
    addressLineTwo: order.addressLineTwo ?? '',
    addressLineThree: order.addressLineThree ?? '',
    addressCity: order.addressCity ?? '',
    organizationId: order.organizationId,
    hospitalName: order.organization.orgName,
    hospitalPhone: order.organization.phone,
    patientId: order.patientId,
    patientName: displayName(order.patient),
    patientRelationship: order.patient.relationship ?? null,
    note: order.note.map((note) => ({ ...note })),
    orderDetail: order.orderDetail.map((detail) => ({ code: detail.code, display: detail.display })),
    documents: order.documents.map((document) => ({ ...document })),
    feedbackRating: order.feedbackRating ?? null,
    heartbeatLinkSeen: order.heartbeatLinkSeen,
  };
}

const STORED_LOGIN = { requestPolicy: 'network-only' } as const;

/** GraphQL-backed actors of the order view (the stored login; the order live over the socket). */
export function orderViewActors(client: Client): OrderViewActors {
  const { initiateBooking, completeBooking, authenticatePaymentGateway } = actorsOf(gatewayCalls(client));
  return {
    loadOrder: fromPromise(async ({ input }) => {
      const data = dataOf(await client.query(OrderViewQuery, { id: input.orderId }, STORED_LOGIN).toPromise());
      const [order] = data.queryServiceRequest;
      if (order === undefined) throw new Error(DEFAULT_ERROR_MESSAGE);
      return toOrderView(order);
    }),
    patchOrder: fromPromise(async ({ input }) =>
      toOrderView(
        (await mutate(client, PatchOrderMutation, { id: input.orderId, patch: input.patch })).patchServiceRequest,
      ),
    ),
    extendOrder: fromPromise(async ({ input }) =>
      toOrderView(
        (await mutate(client, ExtendOrderMutation, { id: input.orderId, extension: input.extension }))
          .updateExtensionOfServiceRequest,
      ),
    ),
    prepareInvoice: fromPromise(async ({ input }) =>
      invoiceSummaryOf(
        (await mutate(client, PrepareOrderInvoiceMutation, { serviceRequestId: input.serviceRequestId }))
          .prepareInvoice,
      ),
    ),
    loadSavedCards: fromPromise(async () => {
      const data = dataOf(await client.query(SavedCardsQuery, {}, STORED_LOGIN).toPromise());
      return data.queryOneProfile.paymentMethods.map((card) => ({
        id: card.id,
        cardNumber: card.cardNumber,
        cardType: card.cardType,
        defaultMethod: card.defaultMethod,
      }));
    }),
    watchOrder: fromCallback<EventObject, { orderId: string }>(({ input, sendBack }) => {
      const subscription = client.subscription(OrderChangedSubscription, { id: input.orderId }).subscribe((result) => {
        // A failed push changes nothing on the page; the socket's trouble shows as the slow-connection banner.
        if (result.error || !result.data) return;
        sendBack({
          type: 'ORDER_CHANGED',
          order: toOrderView(result.data.serviceRequestChanged),
        } satisfies OrderViewEvent);
      });
      return () => subscription.unsubscribe();
    }),
    payment: composePayment({ initiateBooking, completeBooking, authenticatePaymentGateway }),
  };
}
