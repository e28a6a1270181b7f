import { CHAT_ORDER_CATEGORIES, type OrderCategory } from '../../../../domain/orderStatus';

/** The order view's own words (the tracker's are in domain/orderTracker.ts). */
export const ORDER_VIEW_TEXT = {
  title: 'Your order',
  orderNo: 'Order No.',
  requested: 'Requested',
  /** The collection (lab test) or visit time asked for, shown beside when the order was made. */
  wanted: 'Wanted at',
  hospital: 'Hospital',
  requestedFor: 'Requested for',
  retry: 'Retry',
  thread: 'Chat with the hospital',
  noNotes: 'No messages yet. Write to the hospital below.',
  replyLabel: 'Reply to the hospital',
  send: 'Send',
  hospitalStaff: 'Hospital Staff',
  changeRequest: 'Change request',
  toHome: 'Change to home delivery / home visit',
  toHospital: 'Change to collect / visit at the hospital',
  changeConfirm: (toHome: boolean): string =>
    toHome
      ? 'Do you want the hospital to serve this order at your home address instead?'
      : 'Do you want to collect this order or be served at the hospital instead?',
  /** The change request towards home: where to come. */
  homeAddress: 'Your address',
  confirm: 'Confirm',
  cancel: 'Cancel',
  editAddress: 'Edit address',
  address: 'Address',
  update: 'Update',
  rate: 'Rate service',
  rated: (score: number): string => `You rated this service ${score} out of 10.`,
  cashOnDelivery: 'Pay cash on delivery',
  payment: 'Payment',
  invoiceNo: 'Invoice No.',
  /** 'Paid 3,750.00 LKR in cash on 30 Nov 2026 1:20 PM.' */
  paid: (amount: string, how: string, when: string): string =>
    `Paid ${amount} ${how}${when === '' ? '' : ` on ${when}`}.`,
  cashOnDeliveryTitle: 'Cash on delivery',
  cashChosen: (amount: string): string => `You chose to pay in cash: please have ${amount} ready for the hospital.`,
  cashCaption: 'To pay in cash',
  payOnlineInstead: 'Or pay online now',
  cashOffer: (amount: string): string => `Or pay ${amount} in cash on delivery.`,
  documents: 'Prescriptions and documents',
  items: 'Items',
  /** At the examination tracker's Report: the patient's lab tests. */
  viewResults: 'View results',
  invoiceError: 'Error while calculating invoice, please refresh.',
  calculating: 'Please wait, we are calculating your invoice.',
} as const;

/** Request Another {category}: the chat for the chat flow's categories, else the create screen (admissions too). */
export function requestAnotherRoute(category: OrderCategory, uxFlow: 'chat' | 'flat'): string {
  const chat = uxFlow === 'chat' && (CHAT_ORDER_CATEGORIES as readonly string[]).includes(category);
  return chat ? `/chat-home/${category}` : `/order/create/${category}`;
}

/** A note's author: 'User/…' is hospital staff (spec 001 §3); the patient's own is their name. */
export function noteAuthor(authorReference: string, authorDisplay: string): string {
  return authorReference.startsWith('User') ? ORDER_VIEW_TEXT.hospitalStaff : authorDisplay;
}
