import { t } from '../../../../i18n/translate';
import { CHAT_ORDER_CATEGORIES, type OrderCategory } from '../../../../domain/orderStatus';

/**
 * The order view's own words (the tracker's are in domain/orderTracker.ts), in the patient's language
 * (i18n/po/<language>/orders.po): call it when rendering, never at import.
 */
const words = () => ({
  title: t('orders.view.title'),
  orderNo: t('orders.view.orderNo'),
  requested: t('orders.view.requested'),
  /** The collection (lab test) or visit time asked for, shown beside when the order was made. */
  wanted: t('orders.view.wanted'),
  hospital: t('orders.view.hospital'),
  requestedFor: t('orders.view.requestedFor'),
  retry: t('orders.view.retry'),
  thread: t('orders.view.thread'),
  noNotes: t('orders.view.noNotes'),
  replyLabel: t('orders.view.replyLabel'),
  send: t('orders.view.send'),
  hospitalStaff: t('orders.view.hospitalStaff'),
  changeRequest: t('orders.view.changeRequest'),
  toHome: t('orders.view.toHome'),
  toHospital: t('orders.view.toHospital'),
  changeConfirm: (toHome: boolean): string =>
    toHome ? t('orders.view.changeConfirmHome') : t('orders.view.changeConfirmHospital'),
  /** The change request towards home: where to come. */
  homeAddress: t('orders.view.homeAddress'),
  confirm: t('orders.view.confirm'),
  cancel: t('orders.view.cancel'),
  editAddress: t('orders.view.editAddress'),
  address: t('orders.view.address'),
  /** An order at home without an address. */
  noAddress: t('orders.view.noAddress'),
  update: t('orders.view.update'),
  rate: t('orders.view.rate'),
  rated: (score: number): string => t('orders.view.rated', { score }),
  cashOnDelivery: t('orders.view.cashOnDelivery'),
  payment: t('orders.view.payment'),
  invoiceNo: t('orders.view.invoiceNo'),
  /** 'Paid 3,750.00 LKR in cash on 30 Nov 2026 1:20 PM.' */
  paid: (amount: string, how: string, when: string): string =>
    when === '' ? t('orders.view.paid', { amount, how }) : t('orders.view.paidOn', { amount, how, when }),
  cashOnDeliveryTitle: t('orders.tracker.cashOnDelivery'),
  cashChosen: (amount: string): string => t('orders.view.cashChosen', { amount }),
  cashCaption: t('orders.view.cashCaption'),
  payOnlineInstead: t('orders.view.payOnlineInstead'),
  cashOffer: (amount: string): string => t('orders.view.cashOffer', { amount }),
  documents: t('orders.view.documents'),
  items: t('orders.view.items'),
  /** At the examination tracker's Report: the patient's lab tests. */
  viewResults: t('orders.view.viewResults'),
  invoiceError: t('orders.view.invoiceError'),
  calculating: t('orders.view.calculating'),
  progress: t('orders.view.progress'),
  failed: t('orders.view.failed'),
});

export type OrderViewText = ReturnType<typeof words>;

/** The order view's words now (see above). */
export function orderViewText(): OrderViewText {
  return words();
}

/** Request Another {category}: the chat for the chat flow's categories, else the create screen (admissions too). */
export function requestAnotherRoute(category: OrderCategory, uxFlow: 'chat' | 'flat'): string {
  const chat = uxFlow === 'chat' && (CHAT_ORDER_CATEGORIES as readonly string[]).includes(category);
  return chat ? `/chat-home/${category}` : `/order/create/${category}`;
}

/** A note's author: 'User/…' is hospital staff (spec 001 §3); the patient's own is their name. */
export function noteAuthor(authorReference: string, authorDisplay: string): string {
  return authorReference.startsWith('User') ? t('orders.view.hospitalStaff') : authorDisplay;
}
