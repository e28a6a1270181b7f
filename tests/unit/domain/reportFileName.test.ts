import { describe, expect, it } from 'vitest';
import { reportFileName } from '../../../domain/reportFileName';

describe('reportFileName (spec 001 §9: the report name plus the invoice identifier, or NOT-PAID)', () => {
  it('joins the report name and the invoice identifier with a space', () => {
    expect(reportFileName('FBC', 'INV-00012')).toBe('FBC INV-00012.pdf');
  });

  it('says NOT-PAID when the report has no invoice', () => {
    expect(reportFileName('FBC', null)).toBe('FBC NOT-PAID.pdf');
    expect(reportFileName('FBC', '   ')).toBe('FBC NOT-PAID.pdf');
  });

  it('drops the characters file systems refuse', () => {
    expect(reportFileName('Urine: Full/Report <A> "B" *?|\\', 'INV/7')).toBe('Urine Full Report A B INV 7.pdf');
    expect(reportFileName('Line\nbreak\tand\u0000control', 'INV-1')).toBe('Line break and control INV-1.pdf');
  });

  it('keeps a name when nothing of the report name is left', () => {
    expect(reportFileName('///', 'INV-1')).toBe('Lab Report INV-1.pdf');
  });

  it('keeps letters of any script and spaces collapsed', () => {
    expect(reportFileName('  Chest   X-Ray  ', 'INV-00012')).toBe('Chest X-Ray INV-00012.pdf');
    expect(reportFileName('රුධිර පරීක්ෂණය', null)).toBe('රුධිර පරීක්ෂණය NOT-PAID.pdf');
  });
});
