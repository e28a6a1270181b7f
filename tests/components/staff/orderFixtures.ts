import { act, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import { fakeServer, ME, renderConsole, type FakeServer } from './staffServer';

/** Orders in the server's shapes for the staff order board tests, and the board opened over a fake server. */

const STATUS_FIELD: Record<string, string> = {
  Medication: 'medicationOrderStatus',
  Examination: 'examinationOrderStatus',
  Procedure: 'procedureOrderStatus',
  Finance: 'encounterOrderStatus',
};

/** A StaffOrder in the server's shape; `orderStatus` lands in the category's own field. */
const amount = (value: number): Record<string, unknown> => ({ __typename: 'Amount', value, currency: 'LKR' });

/** What cash on delivery collects of an order priced at `price` with the hospital's homecare charge (server `OrderCharge`). */
export function cashChargeOf(
  price: number,
  homecare: { description: string; value: number } | null,
): Record<string, unknown> {
  const items = [
    { __typename: 'InvoiceItem', description: 'Order charge', category: 'order_fee', amount: amount(price) },
  ];
  if (homecare !== null)
    items.push({
      __typename: 'InvoiceItem',
      description: homecare.description,
      category: 'delivery_fee',
      amount: amount(homecare.value),
    });
  return { __typename: 'OrderCharge', items, total: amount(price + (homecare?.value ?? 0)) };
}

/** A paid order's payment (server `OrderPaid`). */
export function paidOf(method: string, total: number, cardNumber: string | null = null): Record<string, unknown> {
  return {
    __typename: 'OrderPaid',
    method,
    time: new Date(2026, 10, 21, 10).toISOString(),
    cardNumber,
    charge: { __typename: 'OrderCharge', items: [], total: amount(total) },
  };
}

export function staffOrder(
  id: string,
  category: string,
  orderStatus: string,
  overrides: Record<string, unknown> = {},
  patientName = `Patient ${id}`,
): Record<string, unknown> {
  return {
    __typename: 'StaffOrder',
    patientName,
    mobileNo: '94771234567',
    paymentRequired: true,
    order: {
      __typename: 'ServiceRequest',
      id,
      category,
      identifier: `SR-${id}`,
      status: 'draft',
      createdTime: new Date(2026, 10, 20, 9).toISOString(),
      updatedTime: new Date(2026, 10, 20, 9).toISOString(),
      medicationOrderStatus: null,
      examinationOrderStatus: null,
      procedureOrderStatus: null,
      encounterOrderStatus: null,
      [STATUS_FIELD[category] ?? 'medicationOrderStatus']: orderStatus,
      orderCanceledReason: null,
      orderCommunicationStatus: 'initial',
      serviceRequestInitiatedFor: 'homecare',
      serviceRequestPaymentMethod: null,
      serviceRequestPaymentStatus: 'pending',
      serviceRequestChargingAmount: null,
      sampleCollectionRequestedTime: null,
      sampleCollectionTime: null,
      sampleCollectionUserName: null,
      homeVisitRequestedTime: null,
      addressLineOne: '12 Galle Road',
      addressLineTwo: null,
      addressLineThree: null,
      addressCity: 'Colombo 3',
      additionalNote: null,
      note: [],
      orderDetail: [],
      documents: [],
      cashCharge: null,
      paid: null,
      ...overrides,
    },
  };
}

export async function openBoard(
  list: Record<string, unknown>[],
  answers: Record<string, unknown> = {},
): Promise<FakeServer> {
  const server = fakeServer({ StaffMe: { staffMe: ME }, ...answers });
  renderConsole(server, { url: '/staff/orders' });
  await waitFor(() => expect(server.subscribed('StaffOrdersChanged')).toBe(1));
  act(() => server.push('StaffOrdersChanged', { staffOrdersChanged: list }));
  return server;
}
