import { describe, it, expect } from 'vitest';
import {
  BOOKING_TEXT,
  DEFAULT_MAP_LOCATION,
  MAP_HEIGHT_PX,
  MAP_ZOOM,
  SEARCH_TEXT,
  unableToBookText,
} from '../../../domain/bookingText';

describe('booking texts', () => {
  it('has the exact spec texts', () => {
    expect(BOOKING_TEXT).toEqual({
      calculatingInvoice: 'Please wait, we are calculating your invoice',
      invoiceError: 'Error while calculating invoice, please refresh.',
      unableToBook: 'Sorry, Unable to book at the moment',
      reserveFailed: 'Something went wrong....',
      loadingAppointment: 'Please wait, we are loading your appointment details',
      bookedEvent: 'Appointment booked successfully',
      bookingFailedEvent: 'Appointment booking failure',
    });
  });

  it('adds the booking error after the unable-to-book text', () => {
    expect(unableToBookText('Session is full')).toBe('Sorry, Unable to book at the moment: Session is full');
    expect(unableToBookText('  two\nlines ')).toBe('Sorry, Unable to book at the moment: two lines');
    expect(unableToBookText('')).toBe('Sorry, Unable to book at the moment');
    expect(unableToBookText(null)).toBe('Sorry, Unable to book at the moment');
    expect(unableToBookText(undefined)).toBe('Sorry, Unable to book at the moment');
  });
});

describe('search texts', () => {
  it('has the exact spec texts, typos included', () => {
    expect(SEARCH_TEXT).toEqual({
      found: 'we found these sessions for you',
      searching: 'please wait , searching sessions for you...',
      noSessions: "We couldn't find any sessions for you!",
      failed: 'something went wrong',
      failedSorry: 'Sorry, something went wrong',
      selectDoctorOrSpeciality: 'Select atleast a doctor or speciality for search',
      rescheduling: 'You are rescheduling',
    });
  });
});

describe('map', () => {
  it('centres on the default location at zoom 10, 450 px high', () => {
    expect(DEFAULT_MAP_LOCATION).toEqual({ lat: 6.927079, lng: 79.861244 });
    expect(MAP_ZOOM).toBe(10);
    expect(MAP_HEIGHT_PX).toBe(450);
  });
});
