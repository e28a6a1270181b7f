/**
 * What an order costs, line by line (spec 001 §3 invoice, §7 prepareInvoice, §9 the 10 percent discount): the
 * price staff set, the hospital's homecare charge for an order served at home, and for medication and lab tests
 * paid online the tenant's online discount. One rule for both ways of paying, so the invoice the patient pays
 * online, the amount cash on delivery collects and what staff are asked to record are the same numbers
 * (issue 29). Amounts in cents.
 */
import type { OrderCategory } from './orderStatus';
import { t } from '../i18n/translate';
import { gatewayLabel, gatewayName } from './paymentHistory';

/** How the order is (to be) paid: through a gateway, or in cash to the hospital's staff. */
export type OrderPayWay = 'online' | 'cash';

export interface OrderChargeFacts {
  readonly category: OrderCategory;
  /** What staff priced the order at. */
  readonly priceCents: number;
  /** Served at the patient's home (initiatedFor homecare): the hospital's homecare charge is added. */
  readonly homecare: boolean;
  /** The hospital's charge for a homecare order (delivery, home sample collection, home visit). */
  readonly homecareChargeCents: number;
  /** The tenant's online discount in percent (payment.onlineOrderDiscountPercent); 0 gives none. */
  readonly onlineDiscountPercent: number;
}

export interface OrderChargeLine {
  readonly description: string;
  /** The invoice line's category (order_fee, delivery_fee, payment_instrument_discount_fee). */
  readonly category: string;
  readonly amountCents: number;
}

const ORDER_FEE = 'order_fee';
export const HOMECARE_FEE = 'delivery_fee';
/** The refund rules already know this category as a discount the hospital gives for the way of paying. */
const ONLINE_DISCOUNT_FEE = 'payment_instrument_discount_fee';

/** The homecare line as the patient reads it: a home visit is not a delivery (issue 29). */
const HOMECARE_CHARGE_TEXT: Readonly<Record<OrderCategory, string>> = {
  Medication: 'Delivery charge',
  Examination: 'Home sample collection charge',
  Procedure: 'Home visit charge',
  Finance: 'Homecare charge',
};

const ORDER_CHARGE_TEXT = {
  order: 'Order charge',
  discount: (percent: number): string => `Online payment discount (${String(percent)}%)`,
} as const;

/** Spec 001 §9: the discount is for medication and lab test orders. */
function discountApplies(category: OrderCategory): boolean {
  return category === 'Medication' || category === 'Examination';
}

/** The percent the order gets off when paid online: the tenant's, for medication and lab tests only. */
export function onlineDiscountPercent(category: OrderCategory, tenantPercent: number): number {
  if (!discountApplies(category) || !Number.isFinite(tenantPercent)) return 0;
  return Math.min(100, Math.max(0, Math.trunc(tenantPercent)));
}

/**
 * Spec 001 §9's discount message, with the tenant's percent: shown only where the discount is really taken off
 * the invoice (issue 29), so never where the tenant gives none.
 */
export function discountText(percent: number): string {
  return t('orders.view.discount', { percent: String(percent) });
}

/**
 * The order's lines paid `way`: the price; for homecare the hospital's homecare charge (always shown, even when
 * 0, so the patient sees there is none); online, the discount on the price (never on the homecare charge),
 * rounded to the cent, as a negative line.
 */
export function orderChargeLines(facts: OrderChargeFacts, way: OrderPayWay): OrderChargeLine[] {
  const lines: OrderChargeLine[] = [
    { description: ORDER_CHARGE_TEXT.order, category: ORDER_FEE, amountCents: facts.priceCents },
  ];
  if (facts.homecare)
    lines.push({
      description: HOMECARE_CHARGE_TEXT[facts.category],
      category: HOMECARE_FEE,
      amountCents: facts.homecareChargeCents,
    });
  const percent = way === 'online' ? onlineDiscountPercent(facts.category, facts.onlineDiscountPercent) : 0;
  const discount = Math.round((facts.priceCents * percent) / 100);
  if (discount > 0)
    lines.push({
      description: ORDER_CHARGE_TEXT.discount(percent),
      category: ONLINE_DISCOUNT_FEE,
      amountCents: -discount,
    });
  return lines;
}

export function orderChargeTotalCents(lines: readonly Pick<OrderChargeLine, 'amountCents'>[]): number {
  return lines.reduce((sum, line) => sum + line.amountCents, 0);
}

/**
 * The order's invoice number (spec 001 §3 invoiceOrEncounterIdentifier): INV- and the number of its SR- identifier,
 * one per order however it is paid. Lab reports of the order print it as Invoice No. and name their PDF by it.
 */
export function orderInvoiceIdentifier(orderIdentifier: string): string {
  const number = /^SR-(.+)$/.exec(orderIdentifier)?.[1];
  return `INV-${number ?? orderIdentifier}`;
}

/** How a paid order was paid, as both sides read it: 'in cash', 'by Card 411111******', 'by Genie'. */
export function paidWayText(method: string, cardNumber: string | null): string {
  if (method === 'cash') return 'in cash';
  const card = cardNumber === null || cardNumber.trim() === '' ? '' : ` ${cardNumber.trim()}`;
  return `by ${gatewayLabel(method)}${card}`;
}

/** paidWayText in the patient's language (the staff console keeps paidWayText's English). */
export function paidWayWords(method: string, cardNumber: string | null): string {
  if (method === 'cash') return t('orders.paidWay.cash');
  const gateway = gatewayName(method);
  const card = cardNumber?.trim() ?? '';
  return card === '' ? t('orders.paidWay.gateway', { gateway }) : t('orders.paidWay.card', { gateway, card });
}
