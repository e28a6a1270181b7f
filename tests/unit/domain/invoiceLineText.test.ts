import { describe, expect, it } from 'vitest';
import { invoiceLineText } from '../../../domain/invoiceLineText';
import { invoiceLines } from '../../../server/billing/invoiceLines';
import { speak } from '../../support/language';

describe("an invoice line's name", () => {
  it("is the server's own in English, and the patient's language's for every line the server writes", () => {
    const names = invoiceLines(150_000, 50_000, 'valuepack').map((line) => line.description);
    expect(names.map(invoiceLineText)).toEqual(['Doctor fee', 'Hospital fee', 'Value pack discount']);
    const back = speak('si');
    try {
      expect(names.map(invoiceLineText)).toEqual(['වෛද්‍ය ගාස්තුව', 'රෝහල් ගාස්තුව', 'වටිනාකම් පැකේජ වට්ටම']);
      expect(invoiceLineText('Online payment discount (5%)')).toBe('ඔන්ලයින් ගෙවීම් වට්ටම (5%)');
      // A line the hospital named itself stays as written.
      expect(invoiceLineText('Nebuliser hire')).toBe('Nebuliser hire');
    } finally {
      back();
    }
  });
});
