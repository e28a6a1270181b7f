/**
 * Creating an order on the flat screen (spec 001 §2 create-order screen, §4 order creation sequence, §5
 * validation, §8 messages): what Request needs per category, the defaults, the 7-day collection picker and
 * the texts of each step. The chat's order conversations reuse the texts and the address rule.
 */
import type { MessageId } from '../i18n/messages.generated';
import { t } from '../i18n/translate';
import { isOrderCategory } from './orderList';
import { orderCategoryLabel } from './orderTracker';
import type { OrderCategory, OrderInitiatedFor } from './orderStatus';

const words = () =>
  ({
    uploadingImage: t('orders.create.uploadingImage'),
    creatingDocument: t('orders.create.creatingDocument'),
    uploadSuccess: t('orders.create.uploadSuccess'),
    uploadFailed: t('orders.create.uploadFailed'),
    someImagesFailed: t('orders.create.someImagesFailed'),
    someDocumentsFailed: t('orders.create.someDocumentsFailed'),
    created: t('orders.create.created'),
    request: t('orders.create.request'),
    requesting: t('orders.create.requesting'),
    hospitalVisit: t('orders.create.hospitalVisit'),
    homecare: t('orders.create.homecare'),
    homeSampleCollection: t('orders.examination.home'),
    hospitalSampleCollection: t('orders.create.hospitalSampleCollection'),
    addressTitle: t('orders.view.address'),
    editAddress: t('orders.view.editAddress'),
    update: t('orders.view.update'),
    noAddress: t('orders.create.noAddress'),
    attach: t('orders.create.attach'),
    attachments: t('orders.create.attachments'),
    collectionDate: t('orders.create.collectionDate'),
    time: t('orders.create.time'),
    visitTime: t('orders.create.visitTime'),
    catalogueFailed: t('orders.create.catalogueFailed'),
    noMatch: t('orders.create.noMatch'),
    loading: t('orders.create.loading'),
    tests: t('orders.create.tests'),
    procedures: t('orders.create.procedures'),
    sampleCollection: t('orders.create.sampleCollection'),
    where: t('orders.create.where'),
    newOrder: t('orders.create.newOrder'),
  }) as const;

export type OrderCreateText = ReturnType<typeof words>;

/** The create screen's words in the patient's language (i18n/po/<language>/orders.po): call it when shown. */
export function orderCreateText(): OrderCreateText {
  return words();
}

/** A record whose values are worded when read, for callers that look a text up by key (machines, tests). */
function worded<K extends string>(keys: readonly K[], word: (key: K) => string): Readonly<Record<K, string>> {
  const record = {} as Record<K, string>;
  for (const key of keys) Object.defineProperty(record, key, { get: () => word(key), enumerable: true });
  return record;
}

const CATEGORIES = ['Medication', 'Examination', 'Procedure', 'Finance'] as const satisfies readonly OrderCategory[];

/** What the patient reads for a category: Finance is shown as Admission (spec 001 §1). */
export const ORDER_CATEGORY_TITLE: Readonly<Record<OrderCategory, string>> = worded(CATEGORIES, orderCategoryLabel);

/** The create screen's heading per category. */
export function orderCreateTitle(category: OrderCategory): string {
  switch (category) {
    case 'Medication':
      return t('orders.create.title.medication');
    case 'Examination':
      return t('orders.create.title.examination');
    case 'Procedure':
      return t('orders.create.title.procedure');
    case 'Finance':
      return t('orders.create.title.admission');
  }
}

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
const ADDRESS_LABEL = {
  addressLineOne: 'orders.address.line1',
  addressLineTwo: 'orders.address.line2',
  addressLineThree: 'orders.address.line3',
  addressCity: 'orders.address.city',
} as const satisfies Record<OrderAddressField, MessageId>;

export const orderAddressLabel = (field: OrderAddressField): string => t(ADDRESS_LABEL[field]);
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

const REQUEST_BLOCK = {
  uploading: 'orders.create.block.uploading',
  noImage: 'orders.create.block.noImage',
  noCode: 'orders.create.block.noCode',
  noAddress: 'orders.create.block.noAddress',
} as const satisfies Record<RequestBlock, MessageId>;

export const requestBlockText = (block: RequestBlock): string => t(REQUEST_BLOCK[block]);

/** The failure event per category (spec 001 §8 chat and order events), worded when read. */
export const ORDER_CREATE_FAILED: Readonly<Record<OrderCategory, string>> = worded(CATEGORIES, (category) =>
  category === 'Examination'
    ? t('orders.failed.examination')
    : category === 'Procedure'
      ? t('orders.failed.procedure')
      : t('orders.failed.medication'),
);

/** The step text of one attachment (spec 001 §4 image upload steps). */
export type UploadStep = 'queued' | 'uploading' | 'documenting' | 'uploaded' | 'failed';
export function uploadStepText(step: UploadStep): string {
  switch (step) {
    case 'queued':
    case 'uploading':
      return orderCreateText().uploadingImage;
    case 'documenting':
      return orderCreateText().creatingDocument;
    case 'uploaded':
      return orderCreateText().uploadSuccess;
    case 'failed':
      return orderCreateText().uploadFailed;
  }
}

/** The lines under the attachments when some failed: one per kind that failed. */
export function uploadFailureTexts(failedKinds: readonly ('image' | 'document')[]): string[] {
  const lines: string[] = [];
  if (failedKinds.includes('image')) lines.push(orderCreateText().someImagesFailed);
  if (failedKinds.includes('document')) lines.push(orderCreateText().someDocumentsFailed);
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
