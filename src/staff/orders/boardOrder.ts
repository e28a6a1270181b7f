import { ORDER_STATUS_FIELD, isClosedOrderStatus, type OrderCategory } from '../../../domain/orderStatus';
import { readFragment, type FragmentOf } from '../../lib/graphql/graphql';
import type { OrderBill, OrderPaidBill } from '../../../machines/orderView.machine';
import { orderMoneyOf } from '../../lib/orderMoney';
import { StaffOrderFields } from './staffOrders';

export interface BoardNote {
  readonly author: string;
  readonly fromStaff: boolean;
  readonly time: number;
  readonly text: string;
}

interface BoardLine {
  readonly code: string;
  readonly display: string;
  readonly price: { readonly value: number; readonly currency: string } | null;
}

export interface BoardDocument {
  readonly id: string;
  readonly url: string;
  readonly contentType: string;
  readonly description: string;
}

/** An order of the hospital as the Orders tab shows it: its category's own status field read into `orderStatus`. */
export interface BoardOrder {
  readonly id: string;
  readonly category: OrderCategory;
  readonly identifier: string;
  readonly orderStatus: string;
  readonly closed: boolean;
  readonly createdTime: number;
  readonly patientName: string;
  readonly mobileNo: string;
  readonly canceledReason: string | null;
  readonly communicationStatus: string;
  readonly initiatedFor: string;
  readonly paymentMethod: string | null;
  readonly paymentStatus: string;
  /** The category's payment switch: confirming waits for the payment (or cash). */
  readonly paymentRequired: boolean;
  readonly chargingAmount: number | null;
  /** What cash on delivery collects (the patient's same lines and total); null until priced and for admissions. */
  readonly cashCharge: OrderBill | null;
  /** What was paid and how; null until paid. */
  readonly paid: OrderPaidBill | null;
  /** When staff started collecting the sample, and who; null before. */
  readonly sampleCollected: { readonly time: number; readonly by: string | null } | null;
  /** Sample collection (examination) or home visit time, whichever the order has. */
  readonly requestedTime: number | null;
  /** The address lines and city that are set, in order. */
  readonly address: readonly string[];
  readonly additionalNote: string | null;
  readonly notes: readonly BoardNote[];
  readonly lines: readonly BoardLine[];
  readonly documents: readonly BoardDocument[];
}

const timeOf = (value: string | null | undefined): number | null => {
  if (value === null || value === undefined || value === '') return null;
  const parsed = Date.parse(value);
  return Number.isNaN(parsed) ? null : parsed;
};

const collectedOf = (time: number | null, by: string | null): BoardOrder['sampleCollected'] =>
  time === null ? null : { time, by };

export function toBoardOrder(data: FragmentOf<typeof StaffOrderFields>): BoardOrder {
  const staffOrder = readFragment(StaffOrderFields, data);
  const order = staffOrder.order;
  const money = orderMoneyOf(order);
  const category: OrderCategory = order.category;
  // Only the category's own status field is set (the contract); a missing one reads as new.
  const orderStatus = order[ORDER_STATUS_FIELD[category]] ?? 'new';
  const address = [order.addressLineOne, order.addressLineTwo, order.addressLineThree, order.addressCity].filter(
    (line): line is string => typeof line === 'string' && line.trim() !== '',
  );
  return {
    id: order.id,
    category,
    identifier: order.identifier,
    orderStatus,
    closed: isClosedOrderStatus(orderStatus),
    createdTime: Date.parse(order.createdTime),
    patientName: staffOrder.patientName,
    mobileNo: staffOrder.mobileNo,
    canceledReason: order.orderCanceledReason ?? null,
    communicationStatus: order.orderCommunicationStatus,
    initiatedFor: order.serviceRequestInitiatedFor,
    paymentMethod: order.serviceRequestPaymentMethod ?? null,
    paymentStatus: order.serviceRequestPaymentStatus,
    paymentRequired: staffOrder.paymentRequired,
    chargingAmount: order.serviceRequestChargingAmount ?? null,
    cashCharge: money.cashCharge,
    paid: money.paid,
    requestedTime: timeOf(order.sampleCollectionRequestedTime) ?? timeOf(order.homeVisitRequestedTime),
    sampleCollected: collectedOf(timeOf(order.sampleCollectionTime), order.sampleCollectionUserName ?? null),
    address,
    additionalNote: order.additionalNote ?? null,
    notes: order.note.map((note) => ({
      author: note.authorDisplay,
      fromStaff: note.authorReference.startsWith('User/'),
      time: Date.parse(note.time),
      text: note.text,
    })),
    lines: order.orderDetail.map((line) => ({ code: line.code, display: line.display, price: line.price ?? null })),
    documents: order.documents.map((document) => ({
      id: document.id,
      url: document.url,
      contentType: document.contentType,
      description: document.description,
    })),
  };
}

/** Cash taken on delivery can be recorded only for a cash order still pending (staffRecordCashPayment). */
export function canRecordCash(order: Pick<BoardOrder, 'paymentMethod' | 'paymentStatus' | 'closed'>): boolean {
  return order.paymentMethod === 'cash' && order.paymentStatus === 'pending' && !order.closed;
}

/** The first reply prices the order (except admissions, paid by bank transfer outside the app); later ones may. */
export function replyNeedsPrice(order: Pick<BoardOrder, 'category' | 'chargingAmount'>): boolean {
  return order.category !== 'Finance' && order.chargingAmount === null;
}

/** A price as staff type it: rupees with at most two decimals, above zero; null when it is not one. */
export function parsePrice(input: string): number | null {
  const trimmed = input.trim();
  if (!/^\d+(\.\d{1,2})?$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return value > 0 ? value : null;
}
