import { orderCodes, type OrderCodeKind } from '../db/schema';

type OrderCodeRow = typeof orderCodes.$inferInsert;

interface CatalogueEntry {
  readonly kind: OrderCodeKind;
  readonly code: string;
  readonly name: string;
  /** At the first hospital; the others charge a little more each (the demo shows prices differ by hospital). */
  readonly priceCents: number;
  readonly resultOption: string | null;
}

/** The demo catalogue: lab tests with 8-digit codes (their parameters in testParameters.ts) and the common procedures. */
export const DEMO_CATALOGUE: readonly CatalogueEntry[] = [
  { kind: 'test', code: '10000001', name: 'FBC', priceCents: 120000, resultOption: 'text' },
  { kind: 'test', code: '10000002', name: 'UFR', priceCents: 60000, resultOption: 'text' },
  { kind: 'test', code: '10000003', name: 'Chest X-Ray', priceCents: 250000, resultOption: 'text' },
  { kind: 'test', code: '10000004', name: 'ECG', priceCents: 150000, resultOption: 'listSingle' },
  { kind: 'test', code: '10000005', name: 'ESR', priceCents: 45000, resultOption: 'text' },
  { kind: 'test', code: '10000006', name: 'SGPT', priceCents: 80000, resultOption: 'text' },
  { kind: 'test', code: '10000007', name: 'Gamma GT', priceCents: 95000, resultOption: 'listMulti' },
  { kind: 'test', code: '10000008', name: 'Urine Culture', priceCents: 180000, resultOption: 'text' },
  { kind: 'test', code: '10000009', name: 'Lipid Profile', priceCents: 220000, resultOption: 'text' },
  { kind: 'test', code: '10000010', name: 'Fasting Blood Sugar', priceCents: 40000, resultOption: 'text' },
  { kind: 'procedure', code: 'PR-XRAY', name: 'X Ray General', priceCents: 300000, resultOption: null },
  { kind: 'procedure', code: 'PR-ECG', name: 'ECG', priceCents: 180000, resultOption: null },
  { kind: 'procedure', code: 'PR-ECHO', name: 'Echo', priceCents: 650000, resultOption: null },
  { kind: 'procedure', code: 'PR-AMBULANCE', name: 'Ambulance', priceCents: 500000, resultOption: null },
];

/** The homecare delivery charge of the demo hospitals, in cents. */
export const DEMO_DELIVERY_CHARGE_CENTS = 25000;

/** Every hospital's catalogue (ids derived from hospital and code, so a re-run finds the same rows). */
export function planOrderCodes(organizationIds: readonly string[]): OrderCodeRow[] {
  return organizationIds.flatMap((organizationId, index) =>
    DEMO_CATALOGUE.map((entry) => ({
      id: `${organizationId}-${entry.kind}-${entry.code}`,
      organizationId,
      kind: entry.kind,
      code: entry.code,
      name: entry.name,
      priceCents: entry.priceCents + index * 5000,
      resultOption: entry.resultOption,
      enabled: true,
    })),
  );
}
