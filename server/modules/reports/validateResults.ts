import {
  ANTIBIOGRAM_INTERPRETATIONS,
  type AntibiogramEntry,
  type AntibiogramInterpretation,
} from '../../../domain/labReport';
import { cleanLine, cleanNote, cutText } from '../../../domain/textSafety';
import { apiError } from '../../graphql/apiError';
import type { TestParameterView } from './testParameters';

/** server/schema.graphql `LabResultInput`. */
export interface LabResultInput {
  readonly code: string;
  readonly valueQuantity?: number | null;
  readonly valueString?: string | null;
  readonly options?: readonly string[] | null;
  readonly organism?: string | null;
  readonly antibiogram?:
    readonly { readonly antibiotic: string; readonly interpretation: string; readonly mic?: string | null }[] | null;
}

/** A result that passed its parameter's rules, ready to store. */
export interface ValidResult {
  readonly parameter: TestParameterView;
  readonly valueQuantity: number | null;
  readonly valueString: string | null;
  readonly organism: string | null;
  readonly antibiogram: AntibiogramEntry[];
}

const RESULT_TEXT_MAX = 500;
const NAME_MAX = 200;

const refuse = (detail: string): Error => apiError('ARO-E1081', detail);

/**
 * Every text staff enter is stored as the patient and the PDF show it: a text result keeps its line breaks, names and
 * options are one line, and none keeps control characters or direction overrides (domain/textSafety.ts).
 */
function listValue(parameter: TestParameterView, chosen: readonly string[]): string {
  const picked = chosen.map((option) => cleanLine(option).trim());
  if (picked.some((option) => option === '')) throw refuse(`${parameter.name}: an option is empty.`);
  if (new Set(picked).size !== picked.length) throw refuse(`${parameter.name}: an option is chosen twice.`);
  // A test that is its own parameter has no option list in the catalogue: any named option is taken.
  const unknown =
    parameter.options.length === 0 ? undefined : picked.find((option) => !parameter.options.includes(option));
  if (unknown !== undefined)
    throw refuse(`${parameter.name}: '${unknown}' is not one of ${parameter.options.join(', ')}.`);
  return picked.join(', ');
}

function value(
  parameter: TestParameterView,
  input: LabResultInput,
): Pick<ValidResult, 'valueQuantity' | 'valueString'> {
  switch (parameter.resultOption) {
    case 'numeric': {
      const number = input.valueQuantity;
      if (typeof number !== 'number' || !Number.isFinite(number)) throw refuse(`${parameter.name} needs a number.`);
      return { valueQuantity: number, valueString: null };
    }
    case 'text': {
      const text = cleanNote(input.valueString ?? '').trim();
      if (text === '') throw refuse(`${parameter.name} needs a result.`);
      if (text.length > RESULT_TEXT_MAX)
        throw refuse(`${parameter.name}: keep the result under ${RESULT_TEXT_MAX} characters.`);
      return { valueQuantity: null, valueString: text };
    }
    case 'listSingle': {
      const chosen = input.options ?? [];
      if (chosen.length !== 1) throw refuse(`${parameter.name}: choose one option.`);
      return { valueQuantity: null, valueString: listValue(parameter, chosen) };
    }
    case 'listMulti': {
      const chosen = input.options ?? [];
      if (chosen.length === 0) throw refuse(`${parameter.name}: choose one or more options.`);
      return { valueQuantity: null, valueString: listValue(parameter, chosen) };
    }
  }
}

function microbiology(
  parameter: TestParameterView,
  input: LabResultInput,
): Pick<ValidResult, 'organism' | 'antibiogram'> {
  const organism = cleanLine(input.organism ?? '').trim();
  const entries = input.antibiogram ?? [];
  if (!parameter.microbiology) {
    if (organism !== '' || entries.length > 0)
      throw refuse(`${parameter.name} is not a microbiology result: no organism or antibiogram.`);
    return { organism: null, antibiogram: [] };
  }
  if (organism.length > NAME_MAX) throw refuse(`${parameter.name}: keep the organism under ${NAME_MAX} characters.`);
  const antibiogram = entries.map((entry): AntibiogramEntry => {
    const antibiotic = cleanLine(entry.antibiotic).trim();
    if (antibiotic === '' || antibiotic.length > NAME_MAX)
      throw refuse(`${parameter.name}: every antibiogram line needs an antibiotic.`);
    if (!ANTIBIOGRAM_INTERPRETATIONS.includes(entry.interpretation as AntibiogramInterpretation))
      throw refuse(`${parameter.name}: ${antibiotic} must be S, I or R.`);
    const mic = cleanLine(entry.mic ?? '').trim();
    return {
      antibiotic,
      interpretation: entry.interpretation as AntibiogramInterpretation,
      mic: mic === '' ? null : cutText(mic, NAME_MAX),
    };
  });
  if (antibiogram.length > 0 && organism === '')
    throw refuse(`${parameter.name}: name the organism of the antibiogram.`);
  return { organism: organism === '' ? null : organism, antibiogram };
}

/** Checks every result against its parameter (ARO-E1081 with what is wrong); results left out keep none. */
export function validateResults(
  parameters: readonly TestParameterView[],
  inputs: readonly LabResultInput[],
): ValidResult[] {
  const byCode = new Map(parameters.map((parameter) => [parameter.code, parameter]));
  const seen = new Set<string>();
  return inputs.map((input) => {
    const parameter = byCode.get(input.code);
    if (parameter === undefined) throw refuse(`'${input.code}' is not a parameter of this test.`);
    if (seen.has(input.code)) throw refuse(`${parameter.name} is given twice.`);
    seen.add(input.code);
    return { parameter, ...value(parameter, input), ...microbiology(parameter, input) };
  });
}
