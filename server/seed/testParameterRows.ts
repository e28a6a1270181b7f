import type { orderCodes, testParameters } from '../db/schema';
import { TEST_PARAMETERS, type ParameterDefinition } from './testParameters';

// The demo tests' parameter rows, planned from the definitions in testParameters.ts (kept apart: that file is data).

type OrderCodeRow = typeof orderCodes.$inferInsert;
type TestParameterRow = typeof testParameters.$inferInsert;

/** The parameters of one test; empty for a test without rows (it is then its own single parameter). */
export function parametersOf(testCode: string): readonly ParameterDefinition[] {
  return TEST_PARAMETERS[testCode] ?? [];
}

/** The id of a parameter row: hospital, test and parameter code, so a re-run finds the same row. */
export function testParameterId(organizationId: string, testCode: string, parameterCode: string): string {
  return `${organizationId}-param-${testCode}-${parameterCode}`;
}

/** The parameter rows of every test among the hospitals' catalogue rows (planOrderCodes). */
export function planTestParameters(codes: readonly OrderCodeRow[]): TestParameterRow[] {
  return codes
    .filter((code) => code.kind === 'test')
    .flatMap((code) =>
      parametersOf(code.code).map((parameter, index) => ({
        id: testParameterId(code.organizationId, code.code, parameter.code),
        orderCodeId: code.id,
        code: parameter.code,
        name: parameter.name,
        resultOption: parameter.resultOption,
        options: [...(parameter.options ?? [])],
        unit: parameter.unit ?? null,
        referenceRange: [...(parameter.referenceRange ?? [])],
        parameterOrder: index + 1,
        subTestClassification: parameter.subTestClassification ?? null,
        microbiology: parameter.microbiology ?? false,
      })),
    );
}
