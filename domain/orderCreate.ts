/**
 * Creating an order on the flat screen (spec 001 §2 create-order screen, §4 order creation sequence, §5
 * validation, §8 messages): what Request needs per category, the defaults, the 7-day collection picker and
 * the texts of each step. The chat's order conversations reuse the texts and the address rule.
 */
import { isOrderCategory } from './orderList';
import type { OrderCategory, OrderInitiatedFor } from './orderStatus';

export const ORDER_CREATE_TEXT = {
  uploadingImage: 'Uploading image',
  creatingDocument: 'Creating digital document',
  uploadSuccess: 'Upload success',
  uploadFailed: 'Upload failed',
  someImagesFailed: 'Failed to upload some images, please retry!',
  someDocumentsFailed: 'Failed to upload some documents, please retry!',
  created: 'Your request send to hospital.',
  request: 'Request',
  requesting: 'Sending your request…',
  hospitalVisit: 'Hospital visit',
  homecare: 'Homecare',
  homeSampleCollection: 'Home sample collection',
  hospitalSampleCollection: 'Sample collection at the hospital',
  addressTitle: 'Address',
  editAddress: 'Edit address',
  update: 'Update',
  noAddress: 'No address yet: add one for homecare.',
  attach: 'Attach images or documents',
  collectionDate: 'Sample collection date',
  time: 'Time',
  visitTime: 'Home visit time',
  catalogueFailed: 'The list could not be loaded.',
  noMatch: 'Nothing matches your search.',
} as const;

/** What the patient reads for a category: Finance is shown as Admission (spec 001 §1). */
export const ORDER_CATEGORY_TITLE: Readonly<Record<OrderCategory, string>> = {
  Medication: 'Medication',
  Examination: 'Examination',
  Procedure: 'Procedure',
  Finance: 'Admission',
};

/** The create screen's heading per category. */
export const ORDER_CREATE_TITLE: Readonly<Record<OrderCategory, string>> = {
  Medication: 'Order Medication',
  Examination: 'Order a Lab Test',
  Procedure: 'Request a Home Visit',
  Finance: 'Request an Admission',
};

/** The /order/create/{category} path value as a category, or null for anything else. */
export function categoryOfPath(value: string | undefined): OrderCategory | null {
  return value !== undefined && isOrderCategory(value) ? value : null;
}

/**
 * Where the service happens at first: Examination defaults to home sample collection (spec 001 §2), and a
 * Procedure is the menu's Home Visit, so it starts at home too; medication and admissions start at the hospital.
 */
export function defaultInitiatedFor(category: OrderCategory): OrderInitiatedFor {
  return category === 'Examination' || category === 'Procedure' ? 'homecare' : 'appointment';
}

/** Admissions happen at the hospital: no homecare choice. */
export const offersHomecare = (category: OrderCategory): boolean => category !== 'Finance';

/** Lab tests and home visits are chosen from the hospital's catalogue; the prescription is then optional. */
export function usesCatalogue(category: OrderCategory): category is 'Examination' | 'Procedure' {
  return category === 'Examination' || category === 'Procedure';
}

/**
 * Sample collection (lab tests) and home visits have a requested day and time: today the same categories as the
 * catalogue's, kept as a name of its own so that either rule can change alone.
 * @alias
 */
export const needsRequestedTime = usesCatalogue;

export interface OrderAddress {
  readonly addressLineOne: string;
  readonly addressLineTwo: string;
  readonly addressLineThree: string;
  readonly addressCity: string;
}
export type OrderAddressField = keyof OrderAddress;
export const ORDER_ADDRESS_FIELDS: readonly OrderAddressField[] = [
  'addressLineOne',
  'addressLineTwo',
  'addressLineThree',
  'addressCity',
];
export const ORDER_ADDRESS_LABELS: Readonly<Record<OrderAddressField, string>> = {
  addressLineOne: 'Address line 1',
  addressLineTwo: 'Address line 2',
  addressLineThree: 'Address line 3',
  addressCity: 'City',
};
export const EMPTY_ORDER_ADDRESS: OrderAddress = Object.freeze({
  addressLineOne: '',
  addressLineTwo: '',
  addressLineThree: '',
  addressCity: '',
});

/** Address confirm needs at least one field (spec 001 §5). */
export function hasAddress(address: OrderAddress): boolean {
  return ORDER_ADDRESS_FIELDS.some((field) => address[field].trim() !== '');
}

/** The address as the one line a row or summary shows. */
export function addressLine(address: OrderAddress): string {
  return ORDER_ADDRESS_FIELDS.map((field) => address[field].trim())
    .filter((part) => part !== '')
    .join(', ');
}

/** Only the address fields of anything that has them (an order), as a fresh object. */
export function orderAddressOf(source: OrderAddress): OrderAddress {
  return {
    addressLineOne: source.addressLineOne,
    addressLineTwo: source.addressLineTwo,
    addressLineThree: source.addressLineThree,
    addressCity: source.addressCity,
  };
}

/** The address modal's Update: only once a field differs from what it opened with, and never to an empty address. */
export function canUpdateAddress(saved: OrderAddress, draft: OrderAddress): boolean {
  return ORDER_ADDRESS_FIELDS.some((field) => saved[field] !== draft[field]) && hasAddress(draft);
}

export interface RequestFacts {
  readonly category: OrderCategory;
  /** An image or document is still on its way (spec 001 §5: disabled while uploading). */
  readonly uploading: boolean;
  /** Attachments uploaded and referenced. */
  readonly uploaded: number;
  /** Tests or procedures chosen. */
  readonly chosenCodes: number;
  readonly initiatedFor: OrderInitiatedFor;
  readonly address: OrderAddress;
}

export type RequestBlock = 'uploading' | 'noImage' | 'noCode' | 'noAddress';

/**
 * Why Request is disabled, or null when it is enabled (spec 001 §5: while uploading, with no image, or homecare
 * with every address field empty). Lab tests and home visits are defined by the tests or procedures chosen
 * (the chat's Done appears only once one is chosen), so there a prescription is optional and a choice is needed.
 */
export function requestBlock(facts: RequestFacts): RequestBlock | null {
  if (facts.uploading) return 'uploading';
  if (usesCatalogue(facts.category)) {
    if (facts.chosenCodes === 0) return 'noCode';
  } else if (facts.uploaded === 0) return 'noImage';
  if (facts.initiatedFor === 'homecare' && !hasAddress(facts.address)) return 'noAddress';
  return null;
}

export const REQUEST_BLOCK_TEXT: Readonly<Record<RequestBlock, string>> = {
  uploading: 'Please wait until the upload is done.',
  noImage: 'Attach a prescription image to request.',
  noCode: 'Choose at least one to request.',
  noAddress: 'Add your address for homecare.',
};

/** The failure event per category (spec 001 §8 chat and order events). */
export const ORDER_CREATE_FAILED: Readonly<Record<OrderCategory, string>> = {
  Medication: 'Unable to create order',
  Examination: 'Unable to create lab test',
  Procedure: 'Unable to create home visit request',
  Finance: 'Unable to create order',
};

/** The step text of one attachment (spec 001 §4 image upload steps). */
export type UploadStep = 'queued' | 'uploading' | 'documenting' | 'uploaded' | 'failed';
export function uploadStepText(step: UploadStep): string {
  switch (step) {
    case 'queued':
    case 'uploading':
      return ORDER_CREATE_TEXT.uploadingImage;
    case 'documenting':
      return ORDER_CREATE_TEXT.creatingDocument;
    case 'uploaded':
      return ORDER_CREATE_TEXT.uploadSuccess;
    case 'failed':
      return ORDER_CREATE_TEXT.uploadFailed;
  }
}

/** The lines under the attachments when some failed: one per kind that failed. */
export function uploadFailureTexts(failedKinds: readonly ('image' | 'document')[]): string[] {
  const lines: string[] = [];
  if (failedKinds.includes('image')) lines.push(ORDER_CREATE_TEXT.someImagesFailed);
  if (failedKinds.includes('document')) lines.push(ORDER_CREATE_TEXT.someDocumentsFailed);
  return lines;
}

/** The time asked for when none is picked: the morning, when collectors and visits start. */
export const DEFAULT_REQUESTED_TIME = '09:00';

/** The last hour a collection or visit is offered for by default: later in the day, the default is tomorrow. */
const LAST_DEFAULT_HOUR = 17;

/**
 * The day and time first offered, never in the past: 09:00 today before 09:00, the next whole hour later in
 * the morning and afternoon, and 09:00 tomorrow after 17:00. `today` and `tomorrow` are the picker's first two
 * days (local midnights); `clockNow` the local hour and minute now.
 */
export function defaultRequestedSlot(
  today: number,
  tomorrow: number,
  clockNow: { hours: number; minutes: number },
): { dayStart: number; time: string } {
  const nextHour = clockNow.minutes === 0 ? clockNow.hours : clockNow.hours + 1;
  if (nextHour <= 9) return { dayStart: today, time: DEFAULT_REQUESTED_TIME };
  if (nextHour <= LAST_DEFAULT_HOUR) return { dayStart: today, time: `${String(nextHour).padStart(2, '0')}:00` };
  return { dayStart: tomorrow, time: DEFAULT_REQUESTED_TIME };
}

/** How far back a requested time may be (a form left open a few minutes) and how far ahead (the 7 days). */
const REQUESTED_TIME_SLACK_MS = 15 * 60_000;
const REQUESTED_TIME_AHEAD_MS = 8 * 24 * 60 * 60_000;

/** Whether a requested collection or visit time can be asked for now: not past, within the week shown. */
export function requestableTime(at: number, now: number): boolean {
  return at >= now - REQUESTED_TIME_SLACK_MS && at <= now + REQUESTED_TIME_AHEAD_MS;
}

export const PAST_REQUESTED_TIME_TEXT = 'Please choose a time from now on, within the next 7 days.';

/** 'HH:mm' of a time input, or null. */
function parseClock(value: string): { hours: number; minutes: number } | null {
  const match = /^(\d{2}):(\d{2})$/.exec(value);
  if (match === null) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  return hours < 24 && minutes < 60 ? { hours, minutes } : null;
}

/** The requested moment (ISO) of a picked day (its local midnight, from sevenDayPicker) and an 'HH:mm' time. */
export function requestedTimeOf(dayStart: number, clock: string): string | null {
  const parsed = parseClock(clock);
  return parsed === null ? null : new Date(dayStart + (parsed.hours * 60 + parsed.minutes) * 60_000).toISOString();
}
