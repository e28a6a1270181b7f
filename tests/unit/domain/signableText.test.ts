import { describe, expect, it } from 'vitest';
import { signableBillingName, signableText } from '../../../domain/signableText';
import { dataToSign } from '../../../domain/signedFields';

describe('signableText', () => {
  it("drops ',' and '=' (each read as a space), so a value cannot pose as more fields", () => {
    expect(signableText('Silva, Jr')).toBe('Silva Jr');
    expect(signableText('Nimal,amount=1.00')).toBe('Nimal amount 1.00');
    expect(signableText('=,=')).toBe('');
  });

  it('collapses white space and trims', () => {
    expect(signableText('  Kamala \t Devi  ')).toBe('Kamala Devi');
  });

  it('keeps every other character, Sinhala and Tamil included', () => {
    expect(signableText("D'Souza-Perera නිමල් பெரேரா")).toBe("D'Souza-Perera නිමල් பெரேரா");
  });

  it('makes a crafted name one field of the signed string', () => {
    const name = signableBillingName({ firstName: 'Nimal,amount=0.01', lastName: 'Perera=' });
    expect(name).toEqual({ firstName: 'Nimal amount 0.01', lastName: 'Perera' });
    const data = dataToSign(
      { amount: '1500.00', bill_to_forename: name.firstName, bill_to_surname: name.lastName },
      'amount,bill_to_forename,bill_to_surname',
    );
    expect(data).toBe('amount=1500.00,bill_to_forename=Nimal amount 0.01,bill_to_surname=Perera');
    expect(data.split(',')).toHaveLength(3);
  });
});
