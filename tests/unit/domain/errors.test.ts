import { describe, it, expect } from 'vitest';
import {
  DEFAULT_ERROR_MESSAGE,
  ERROR_CODES,
  errorAction,
  formatError,
  isErrorCode,
  parseError,
} from '../../../domain/errors';
import type { ErrorCode } from '../../../domain/errors';

const CATALOGUE: readonly [ErrorCode, string, 'reset-and-reload' | 'logout' | 'show'][] = [
  ['ARO-E1001', 'Failed to initiate user authentication.', 'show'],
  ['ARO-E1013', 'Mobile number required, retry again.', 'show'],
  ['ARO-E1014', "You don't have permission. Retry after logging in again.", 'show'],
  ['ARO-E1015', 'Invalid verification code.', 'show'],
  ['ARO-E1022', 'Authentication failed', 'reset-and-reload'],
  ['ARO-E1023', 'Please login.', 'logout'],
  ['ARO-E1024', 'You have been logged out, please login again.', 'logout'],
  ['ARO-E1030', 'Too many codes were sent to this number. Please try again later.', 'show'],
  ['ARO-E1031', 'Please wait a minute before asking for another code.', 'show'],
  ['ARO-E1033', 'Too many requests. Please try again later.', 'show'],
  ['ARO-E1034', 'Too many tries in a short time.', 'show'],
  ['ARO-E1040', 'We need a valid patient profile.', 'show'],
  ['ARO-E1041', 'This session cannot be booked.', 'show'],
  ['ARO-E1042', 'Error while calculating invoice, please refresh.', 'show'],
  ['ARO-E1043', 'This booking is no longer held, please book again.', 'show'],
  ['ARO-E1044', 'Unable to process payment!', 'show'],
  ['ARO-E1045', 'Wrong username or password.', 'show'],
  ['ARO-E1046', 'That cannot be done in this state.', 'show'],
  ['ARO-E1050', 'This chat is not yours.', 'show'],
  ['ARO-E1051', 'This message cannot be sent.', 'show'],
  ['ARO-E1052', 'This chat is closed. Start a new chat.', 'show'],
  ['ARO-E1053', 'Another staff member is answering this chat.', 'show'],
  ['ARO-E1060', 'We could not find this card.', 'show'],
  ['ARO-E1061', 'Editing profiles is not available. Please contact the hospital.', 'show'],
  ['ARO-E1070', 'This refund cannot be requested.', 'show'],
  ['ARO-E1072', 'This order cannot be moved to that step.', 'show'],
  ['ARO-E1073', 'This order cannot be changed now.', 'show'],
  ['ARO-E1074', 'Please complete your order before sending it.', 'show'],
  ['ARO-E1080', 'This report is not ready yet.', 'show'],
  ['ARO-E1081', 'These results cannot be saved.', 'show'],
  ['ARO-E1090', 'This call is not open now.', 'show'],
  ['ARO-E1091', 'Please pay for this appointment before joining the call.', 'show'],
  ['ARO-E1092', 'This call is not yours.', 'show'],
  ['ARO-E1093', 'This video room cannot be used.', 'show'],
  ['ARO-E1100', 'Your hospital does not send this reminder.', 'show'],
  ['ARO-E1110', 'This text contains characters that cannot be stored.', 'show'],
  ['ARO-E1071', 'This feedback link cannot be used.', 'show'],
];

describe('error catalogue', () => {
  it('defaults to "Something went wrong"', () => {
    expect(DEFAULT_ERROR_MESSAGE).toBe('Something went wrong');
  });

  it('holds exactly the listed codes', () => {
    expect(Object.keys(ERROR_CODES).sort()).toEqual(CATALOGUE.map(([code]) => code).sort());
  });

  describe.each(CATALOGUE)('%s', (code, message, action) => {
    it('has its exact message and action', () => {
      expect(ERROR_CODES[code]).toEqual({ message, action });
      expect(errorAction(code)).toBe(action);
    });

    it('formats as CODE:message and parses back to the same code and message', () => {
      const text = formatError(code);
      expect(text).toBe(`${code}:${message}`);
      expect(parseError(text)).toEqual({ code, message });
    });

    it('shows the catalogue message when the message part is empty', () => {
      expect(parseError(`${code}:`)).toEqual({ code, message });
    });
  });

  it('recognises only catalogue codes', () => {
    expect(isErrorCode('ARO-E1015')).toBe(true);
    expect(isErrorCode('ARO-E9999')).toBe(false);
    expect(isErrorCode('toString')).toBe(false);
  });
});

describe('parseError', () => {
  it('gives the default message for nothing', () => {
    expect(parseError(null)).toEqual({ code: null, message: DEFAULT_ERROR_MESSAGE });
    expect(parseError(undefined)).toEqual({ code: null, message: DEFAULT_ERROR_MESSAGE });
    expect(parseError('')).toEqual({ code: null, message: DEFAULT_ERROR_MESSAGE });
  });

  it('gives the default message for text without a code', () => {
    expect(parseError('[Network] Failed to fetch')).toEqual({ code: null, message: DEFAULT_ERROR_MESSAGE });
    expect(parseError('Unexpected error: boom')).toEqual({ code: null, message: DEFAULT_ERROR_MESSAGE });
  });

  it('shows the message part of a known code, not the catalogue text', () => {
    expect(parseError('ARO-E1015:Wrong code, 3 tries left')).toEqual({
      code: 'ARO-E1015',
      message: 'Wrong code, 3 tries left',
    });
  });

  it('shows the message part of an unknown code without a code', () => {
    expect(parseError('ARO-E9999:Session is full')).toEqual({ code: null, message: 'Session is full' });
    expect(parseError('ARO-E9999:')).toEqual({ code: null, message: DEFAULT_ERROR_MESSAGE });
  });

  it('reads through a transport prefix such as urql adds', () => {
    expect(parseError('[GraphQL] ARO-E1023:Please login.')).toEqual({ code: 'ARO-E1023', message: 'Please login.' });
  });

  it('uses the first coded message of several', () => {
    const raw = '[GraphQL] something else\n[GraphQL] ARO-E1024:\n[GraphQL] ARO-E1015:Invalid verification code.';
    expect(parseError(raw)).toEqual({ code: 'ARO-E1024', message: 'You have been logged out, please login again.' });
  });

  it('keeps colons inside the message part', () => {
    expect(parseError('ARO-E1001:SMS gateway: timeout')).toEqual({
      code: 'ARO-E1001',
      message: 'SMS gateway: timeout',
    });
  });

  it('trims the message part', () => {
    expect(parseError('ARO-E1013:  Mobile number required, retry again.  ')).toEqual({
      code: 'ARO-E1013',
      message: 'Mobile number required, retry again.',
    });
  });
});

describe('errorAction', () => {
  it('shows errors without a code', () => {
    expect(errorAction(null)).toBe('show');
  });
});

describe('formatError', () => {
  it('gives the exact server text', () => {
    expect(formatError('ARO-E1013')).toBe('ARO-E1013:Mobile number required, retry again.');
  });

  it('appends a detail after the catalogue message', () => {
    const text = formatError('ARO-E1040', 'We need your given name!');
    expect(text).toBe('ARO-E1040:We need a valid patient profile. We need your given name!');
    expect(parseError(text)).toEqual({
      code: 'ARO-E1040',
      message: 'We need a valid patient profile. We need your given name!',
    });
  });

  it('ignores an empty detail and keeps a multi-line detail on one line', () => {
    expect(formatError('ARO-E1040', '   ')).toBe('ARO-E1040:We need a valid patient profile.');
    const text = formatError('ARO-E1040', 'first\nsecond');
    expect(text).toBe('ARO-E1040:We need a valid patient profile. first second');
    expect(parseError(text).message).toBe('We need a valid patient profile. first second');
  });
});
