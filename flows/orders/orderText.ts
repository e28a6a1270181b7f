import type { ChatOrderCategory } from './orderDraft';

/** The chat's wording for ordering (spec 001 §2 chat-flow order steps); the event texts are the spec's own. */

export const ORDER_TEXT = {
  askPatient: 'Who is this order for?',
  uploadPhoto: 'Upload photo',
  photoLabel: 'Prescription photo',
  morePhotos: 'Do you have more photos?',
  yesMore: 'Yes, add another',
  noMore: 'No, that is all',
  skip: 'Skip',
  done: 'Done',
  askAddress: (address: string): string => `Shall we come to your address: ${address}?`,
  useAddress: 'Use this address',
  newAddress: 'New address',
  typeAddress: 'Type the address: house, street and city, separated by commas.',
  addressLabel: 'Address',
  addressPlaceholder: 'No. 12, Main Street, Colombo',
  addressEmpty: 'Please type at least one part of the address.',
  send: 'Send',
  askDay: 'Which day suits you?',
  askTime: 'At what time?',
  confirm: 'Confirm order',
  cancel: 'Cancel',
  cancelled: 'Your order is cancelled. Nothing was sent to the hospital.',
  creating: 'Please wait, we are sending your order to the hospital.',
  created: 'Your order created successfully',
  viewOrder: 'View order',
  backToMenu: 'Back to menu',
  tryAgain: 'Try again',
  catalogueFailed: 'Sorry, we could not load the hospital’s list just now. Please try again later.',
  catalogueEmpty: 'Sorry, the hospital has nothing to order here yet.',
  noMatch: (typed: string): string => `Nothing matches '${typed}'. Try another name or code.`,
} as const;

/** What each conversation asks at its own steps. */
export const MEDICATION_TEXT = {
  askPhoto: 'Please upload a photo of your prescription.',
  askDelivery: 'How would you like to get your medicine?',
  deliverHome: 'Deliver home',
  collect: 'Collect at the hospital',
} as const;

export const EXAMINATION_TEXT = {
  askTests: 'Which tests would you like? Tap a test, or type its name or code to find it.',
  askPhoto: 'Do you have a prescription? Upload a photo of it, or tap Skip.',
  askCollection: 'Where should the sample be collected?',
  home: 'Home sample collection',
  hospital: 'At the hospital',
} as const;

export const PROCEDURE_TEXT = {
  askProcedures: 'Which services would you like at home? Tap one, or type its name or code to find it.',
  askPhoto: 'Please add your prescription: upload a photo of it, or tap Skip.',
} as const;

/**
 * What the conversation says first: which order this is, by the menu's name for it. A start from
 * /chat-home/{category} has no tapped menu button above it to tell (issue 29).
 */
export const ORDER_INTRO: Readonly<Record<ChatOrderCategory, string>> = {
  Medication: 'Online Pharmacy: order your medicine from the hospital.',
  Examination: 'Home Lab Test: order lab tests, with the sample collected at home or at the hospital.',
  Procedure: 'Home Visit: ask the hospital to visit you at home.',
};

/** The failure event of each category (spec 001, issue 16). */
export const ORDER_FAILED: Readonly<Record<ChatOrderCategory, string>> = {
  Medication: 'Unable to create order',
  Examination: 'Unable to create lab test',
  Procedure: 'Unable to create home visit request',
};

export const selectedText = (names: readonly string[]): string =>
  `Selected: ${names.join(', ')}. Tap Done when you have them all.`;

/** The summary the patient confirms. */
export function confirmText(lines: readonly string[]): string {
  return ['Please check your order:', ...lines].join('\n');
}
