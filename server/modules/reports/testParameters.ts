import { and, asc, eq } from 'drizzle-orm';
import type { ReferenceRange, ResultOption } from '../../../domain/labReport';
import { RESULT_OPTIONS } from '../../../domain/labReport';
import { orderCodes } from '../../db/schema';
import { testParameters } from './tables';
import type { DbOrTx } from '../../db/dbOrTx';

/** server/schema.graphql `TestParameter`. */
export interface TestParameterView {
  readonly code: string;
  readonly name: string;
  readonly resultOption: ResultOption;
  readonly options: readonly string[];
  readonly unit: string | null;
  readonly referenceRange: readonly ReferenceRange[];
  readonly parameterOrder: number;
  readonly subTestClassification: string | null;
  readonly microbiology: boolean;
}

/** The catalogue entry a test's parameters hang on. */
export interface TestEntry {
  readonly id: string;
  readonly code: string;
  readonly name: string;
  readonly resultOption: string | null;
}

function asResultOption(value: string | null): ResultOption {
  return RESULT_OPTIONS.includes(value as ResultOption) ? (value as ResultOption) : 'text';
}

/** A test with no rows in test_parameters is its own single parameter (docs: common brief of issue 17). */
function selfParameter(test: Omit<TestEntry, 'id'>): TestParameterView {
  return {
    code: test.code,
    name: test.name,
    resultOption: asResultOption(test.resultOption),
    options: [],
    unit: null,
    referenceRange: [],
    parameterOrder: 1,
    subTestClassification: null,
    microbiology: false,
  };
}

/** The parameters of a catalogue entry, in print order (OrderCode.parameters). */
export async function parametersOfEntry(db: DbOrTx, test: TestEntry): Promise<TestParameterView[]> {
  const rows = await db
    .select()
    .from(testParameters)
    .where(eq(testParameters.orderCodeId, test.id))
    .orderBy(asc(testParameters.parameterOrder), asc(testParameters.code));
  if (rows.length === 0) return [selfParameter(test)];
  return rows.map((row) => ({
    code: row.code,
    name: row.name,
    resultOption: row.resultOption,
    options: row.options,
    unit: row.unit,
    referenceRange: row.referenceRange,
    parameterOrder: row.parameterOrder,
    subTestClassification: row.subTestClassification,
    microbiology: row.microbiology,
  }));
}

/** The hospital's catalogue entry of a test (enabled or not: an old order may name a disabled one); null when unknown. */
async function hospitalTest(db: DbOrTx, organizationId: string, code: string): Promise<TestEntry | null> {
  const [row] = await db
    .select({ id: orderCodes.id, code: orderCodes.code, name: orderCodes.name, resultOption: orderCodes.resultOption })
    .from(orderCodes)
    .where(and(eq(orderCodes.organizationId, organizationId), eq(orderCodes.kind, 'test'), eq(orderCodes.code, code)));
  return row ?? null;
}

/** A test of an order with its parameters: the catalogue's, or the order line itself when the hospital no longer lists it. */
export async function orderTestParameters(
  db: DbOrTx,
  organizationId: string,
  line: { readonly code: string; readonly display: string },
): Promise<{ test: Omit<TestEntry, 'id'>; parameters: TestParameterView[] }> {
  const entry = await hospitalTest(db, organizationId, line.code);
  if (entry === null) {
    const test = { code: line.code, name: line.display, resultOption: null };
    return { test, parameters: [selfParameter(test)] };
  }
  return { test: entry, parameters: await parametersOfEntry(db, entry) };
}
