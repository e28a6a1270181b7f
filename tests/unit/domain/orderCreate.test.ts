import { describe, expect, it } from 'vitest';
import {
  defaultRequestedSlot,
  requestableTime,
  addressLine,
  canUpdateAddress,
  categoryOfPath,
  defaultInitiatedFor,
  EMPTY_ORDER_ADDRESS,
  hasAddress,
  ORDER_CATEGORY_TITLE,
  orderCreateText,
  requestBlock,
  requestedTimeOf,
  uploadFailureTexts,
  uploadStepText,
  type RequestFacts,
} from '../../../domain/orderCreate';
import { sevenDayPicker } from '../../../domain/days';

const ready: RequestFacts = {
  category: 'Medication',
  uploading: false,
  uploaded: 1,
  chosenCodes: 0,
  initiatedFor: 'appointment',
  address: EMPTY_ORDER_ADDRESS,
};
const home = { ...EMPTY_ORDER_ADDRESS, addressCity: 'Colombo' };

describe('the create-order Request rule (spec 001 §5)', () => {
  it('is enabled with an image at the hospital', () => expect(requestBlock(ready)).toBeNull());
  it('is disabled while uploading', () => expect(requestBlock({ ...ready, uploading: true })).toBe('uploading'));
  it('is disabled with no image for medication and admissions', () => {
    expect(requestBlock({ ...ready, uploaded: 0 })).toBe('noImage');
    expect(requestBlock({ ...ready, category: 'Finance', uploaded: 0 })).toBe('noImage');
  });
  it('is disabled for homecare with every address field empty, enabled with one', () => {
    expect(requestBlock({ ...ready, initiatedFor: 'homecare' })).toBe('noAddress');
    expect(
      requestBlock({ ...ready, initiatedFor: 'homecare', address: { ...EMPTY_ORDER_ADDRESS, addressLineOne: '  ' } }),
    ).toBe('noAddress');
    expect(requestBlock({ ...ready, initiatedFor: 'homecare', address: home })).toBeNull();
  });
  it('needs a test or procedure, not an image, for lab tests and home visits', () => {
    for (const category of ['Examination', 'Procedure'] as const) {
      expect(requestBlock({ ...ready, category, uploaded: 0 })).toBe('noCode');
      expect(requestBlock({ ...ready, category, uploaded: 0, chosenCodes: 1 })).toBeNull();
    }
  });
});

describe('create-order defaults and texts', () => {
  it('defaults lab tests to home sample collection and home visits to home', () => {
    expect(defaultInitiatedFor('Examination')).toBe('homecare');
    expect(defaultInitiatedFor('Procedure')).toBe('homecare');
    expect(defaultInitiatedFor('Medication')).toBe('appointment');
    expect(defaultInitiatedFor('Finance')).toBe('appointment');
  });
  it('reads the category from the path, Finance shown as Admission', () => {
    expect(categoryOfPath('Finance')).toBe('Finance');
    expect(categoryOfPath('finance')).toBeNull();
    expect(categoryOfPath(undefined)).toBeNull();
    expect(ORDER_CATEGORY_TITLE.Finance).toBe('Admission');
  });
  it('has the spec step texts', () => {
    expect(uploadStepText('uploading')).toBe('Uploading image');
    expect(uploadStepText('queued')).toBe('Uploading image');
    expect(uploadStepText('documenting')).toBe('Creating digital document');
    expect(uploadStepText('uploaded')).toBe('Upload success');
    expect(uploadStepText('failed')).toBe('Upload failed');
    expect(uploadFailureTexts(['image', 'document'])).toEqual([
      'Failed to upload some images, please retry!',
      'Failed to upload some documents, please retry!',
    ]);
    expect(uploadFailureTexts([])).toEqual([]);
    expect(orderCreateText().created).toBe('Your request send to hospital.');
  });
});

describe('the address (spec 001 §5)', () => {
  it('confirms with at least one field', () => {
    expect(hasAddress(EMPTY_ORDER_ADDRESS)).toBe(false);
    expect(hasAddress(home)).toBe(true);
    expect(addressLine({ ...home, addressLineOne: '12 Galle Road' })).toBe('12 Galle Road, Colombo');
  });
  it('updates only once a field is edited, never to an empty address', () => {
    expect(canUpdateAddress(home, home)).toBe(false);
    expect(canUpdateAddress(home, { ...home, addressLineTwo: 'Flat 2' })).toBe(true);
    expect(canUpdateAddress(home, EMPTY_ORDER_ADDRESS)).toBe(false);
  });
});

describe('the 7-day collection date', () => {
  it('offers today, tomorrow, then dated buttons', () => {
    const days = sevenDayPicker(new Date(2026, 10, 26, 15, 0));
    expect(days.map((day) => day.label)).toEqual([
      'Today',
      'Tomorrow',
      'Sat, 28 Nov',
      'Sun, 29 Nov',
      'Mon, 30 Nov',
      'Tue, 1 Dec',
      'Wed, 2 Dec',
    ]);
  });
  it('makes the requested time from the day and the clock', () => {
    const start = new Date(2026, 10, 27).getTime();
    expect(requestedTimeOf(start, '09:30')).toBe(new Date(2026, 10, 27, 9, 30).toISOString());
    expect(requestedTimeOf(start, '25:00')).toBeNull();
    expect(requestedTimeOf(start, '')).toBeNull();
  });
});

describe('the first collection or visit time offered', () => {
  const today = Date.UTC(2026, 10, 26);
  const tomorrow = today + 24 * 60 * 60_000;
  it('is 09:00 today in the early morning, the next whole hour by day, and 09:00 tomorrow after 17:00', () => {
    expect(defaultRequestedSlot(today, tomorrow, { hours: 6, minutes: 30 })).toEqual({
      dayStart: today,
      time: '09:00',
    });
    expect(defaultRequestedSlot(today, tomorrow, { hours: 9, minutes: 0 })).toEqual({ dayStart: today, time: '09:00' });
    expect(defaultRequestedSlot(today, tomorrow, { hours: 9, minutes: 1 })).toEqual({ dayStart: today, time: '10:00' });
    expect(defaultRequestedSlot(today, tomorrow, { hours: 16, minutes: 59 })).toEqual({
      dayStart: today,
      time: '17:00',
    });
    expect(defaultRequestedSlot(today, tomorrow, { hours: 17, minutes: 1 })).toEqual({
      dayStart: tomorrow,
      time: '09:00',
    });
    expect(defaultRequestedSlot(today, tomorrow, { hours: 23, minutes: 59 })).toEqual({
      dayStart: tomorrow,
      time: '09:00',
    });
  });

  it('may be asked for from a quarter of an hour ago to 8 days ahead', () => {
    const now = today + 12 * 60 * 60_000;
    expect(requestableTime(now - 15 * 60_000, now)).toBe(true);
    expect(requestableTime(now - 16 * 60_000, now)).toBe(false);
    expect(requestableTime(now + 8 * 24 * 60 * 60_000, now)).toBe(true);
    expect(requestableTime(now + 9 * 24 * 60 * 60_000, now)).toBe(false);
  });
});
