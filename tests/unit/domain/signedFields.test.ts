import { createHmac } from 'node:crypto';
import { describe, it, expect } from 'vitest';
import {
  CARD_FIELDS,
  dataToSign,
  signedFieldNames,
  unsignedFieldNames,
  withSignedFieldNames,
} from '../../../domain/signedFields';

const fields = {
  access_key: 'ak-1',
  profile_id: 'prof-1',
  transaction_uuid: 'uuid-1',
  signed_date_time: '2025-06-15T10:30:00Z',
  locale: 'en',
  transaction_type: 'sale',
  reference_number: 'booking-9',
  amount: '2500.00',
  currency: 'LKR',
  payment_method: 'card',
  bill_to_forename: 'Nimal',
  bill_to_surname: 'Perera',
  unsigned_field_names: 'card_type,card_number,card_expiry_date,card_cvn',
};

describe('signedFieldNames', () => {
  it('lists every field in order, then signed_field_names itself', () => {
    expect(signedFieldNames(fields)).toBe(
      'access_key,profile_id,transaction_uuid,signed_date_time,locale,transaction_type,reference_number,amount,currency,payment_method,bill_to_forename,bill_to_surname,unsigned_field_names,signed_field_names',
    );
  });

  it('never signs the signature or the card details', () => {
    const names = signedFieldNames({
      ...fields,
      signature: 'x',
      card_type: '001',
      card_number: '4111',
      card_expiry_date: '12-2027',
      card_cvn: '123',
    }).split(',');
    expect(names).not.toContain('signature');
    for (const card of CARD_FIELDS) expect(names).not.toContain(card);
  });

  it('keeps signed_field_names where the fields already have it', () => {
    expect(signedFieldNames({ a: '1', signed_field_names: '', b: '2' })).toBe('a,signed_field_names,b');
  });

  it('names the card fields as unsigned', () => {
    expect(unsignedFieldNames()).toBe('card_type,card_number,card_expiry_date,card_cvn');
  });
});

describe('dataToSign', () => {
  it('joins name=value pairs in the order of signed_field_names', () => {
    const form = { amount: '100.00', currency: 'LKR', reference_number: 'r1' };
    expect(dataToSign(form, 'currency,amount,signed_field_names')).toBe(
      'currency=LKR,amount=100.00,signed_field_names=currency,amount,signed_field_names',
    );
  });

  it('signs only the listed fields, values as they are (commas included)', () => {
    expect(dataToSign({ a: '1', b: 'x,y', c: '3' }, 'b,a')).toBe('b=x,y,a=1');
    expect(dataToSign({ a: '' }, 'a')).toBe('a=');
  });

  it('refuses a listed field without a value, an empty name, or a mismatching signed_field_names', () => {
    expect(() => dataToSign({ a: '1' }, 'a,b')).toThrow('Signed field b has no value');
    expect(() => dataToSign({ a: '1' }, 'a,,signed_field_names')).toThrow();
    expect(() => dataToSign({ a: '1', signed_field_names: 'a' }, 'a,signed_field_names')).toThrow();
  });

  it('gives the payload whose HMAC-SHA256 the server posts as signature', () => {
    const form = withSignedFieldNames(fields);
    const names = form.signed_field_names ?? '';
    const payload = dataToSign(form, names);
    expect(payload.startsWith('access_key=ak-1,profile_id=prof-1,transaction_uuid=uuid-1,')).toBe(true);
    expect(payload.endsWith(`,signed_field_names=${names}`)).toBe(true);
    // The server signs exactly this text; the same key and payload give the same signature.
    const signature = createHmac('sha256', 'secret').update(payload).digest('base64');
    expect(signature).toBe(createHmac('sha256', 'secret').update(dataToSign(form, names)).digest('base64'));
    expect(signature).not.toBe(
      createHmac('sha256', 'secret')
        .update(dataToSign({ ...form, amount: '2500.01' }, names))
        .digest('base64'),
    );
  });
});

describe('withSignedFieldNames', () => {
  it('sets signed_field_names, replacing a stale one', () => {
    const form = withSignedFieldNames({ a: '1', signed_field_names: 'old', b: '2' });
    expect(form).toEqual({ a: '1', b: '2', signed_field_names: 'a,b,signed_field_names' });
    expect(dataToSign(form, form.signed_field_names ?? '')).toBe('a=1,b=2,signed_field_names=a,b,signed_field_names');
  });
});
