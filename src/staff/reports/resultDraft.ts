import type { AntibiogramInterpretation } from '../../../domain/labReport';
import type { SavedResult, StaffParameter, StaffTest } from './staffTest';

/** What staff have typed into one test's form, kept as typed (strings) so a refusal never loses it. */

export interface AntibiogramRow {
  /** A stable key for React while rows are added and removed. */
  readonly key: number;
  readonly antibiotic: string;
  readonly interpretation: AntibiogramInterpretation | '';
  readonly mic: string;
}

export interface ParameterDraft {
  /** numeric and text: as typed; listSingle: the chosen option or ''. */
  readonly value: string;
  /** listMulti: the ticked options. */
  readonly options: readonly string[];
  readonly organism: string;
  readonly antibiogram: readonly AntibiogramRow[];
}

export interface TestDraft {
  readonly values: Readonly<Record<string, ParameterDraft>>;
  readonly sensitive: boolean;
  readonly external: boolean;
}

/** One result as staffSaveResults takes it (LabResultInput). */
interface ResultInput {
  readonly code: string;
  readonly valueQuantity?: number;
  readonly valueString?: string;
  readonly options?: string[];
  readonly organism?: string;
  readonly antibiogram?: { antibiotic: string; interpretation: string; mic: string | null }[];
}

let nextRowKey = 0;
export const newAntibiogramRow = (): AntibiogramRow => ({
  key: ++nextRowKey,
  antibiotic: '',
  interpretation: '',
  mic: '',
});

// List results come back as the chosen options joined by ', ' (resultDisplay); an option is ticked when it is one of them.
function chosenOptions(parameter: StaffParameter, valueString: string | null): string[] {
  if (valueString === null) return [];
  const parts = valueString.split(/\s*,\s*/);
  return parameter.options.filter((option) => option === valueString || parts.includes(option));
}

function parameterDraft(parameter: StaffParameter, saved: SavedResult | undefined): ParameterDraft {
  const chosen = chosenOptions(parameter, saved?.valueString ?? null);
  const value =
    parameter.resultOption === 'numeric'
      ? saved?.value === null || saved?.value === undefined
        ? ''
        : String(saved.value)
      : parameter.resultOption === 'listSingle'
        ? (chosen[0] ?? '')
        : parameter.resultOption === 'text'
          ? (saved?.valueString ?? '')
          : '';
  return {
    value,
    options: parameter.resultOption === 'listMulti' ? chosen : [],
    organism: saved?.organism ?? '',
    antibiogram: (saved?.antibiogram ?? []).map((entry) => ({
      key: ++nextRowKey,
      antibiotic: entry.antibiotic,
      interpretation: entry.interpretation,
      mic: entry.mic ?? '',
    })),
  };
}

/** The form as the saved results fill it. */
export function draftOf(test: StaffTest): TestDraft {
  return {
    values: Object.fromEntries(
      test.parameters.map((parameter) => [parameter.code, parameterDraft(parameter, test.saved.get(parameter.code))]),
    ),
    sensitive: test.sensitive,
    external: test.external,
  };
}

/** Unsaved changes: the draft differs from what the saved results would fill in (row keys aside). */
export function isChanged(test: StaffTest, draft: TestDraft): boolean {
  const plain = (value: TestDraft): string =>
    JSON.stringify(value, (key, inner: unknown) =>
      key === 'key' ? undefined : typeof inner === 'string' ? inner.trim() : inner,
    );
  return plain(draftOf(test)) !== plain(draft);
}

/** A typed number: '13.2' or '13,2'; null when it is not one. */
export function parseNumber(typed: string): number | null {
  const text = typed.trim().replace(',', '.');
  if (text === '' || !/^[-+]?(\d+\.?\d*|\.\d+)$/.test(text)) return null;
  return Number(text);
}

export type DraftInput =
  { readonly ok: true; readonly results: ResultInput[] } | { readonly ok: false; readonly problem: string };

/** The results to save: parameters left empty are left out (the server keeps none for them); a value that cannot be sent is a problem. */
export function resultsOf(test: StaffTest, draft: TestDraft): DraftInput {
  const results: ResultInput[] = [];
  for (const parameter of test.parameters) {
    const typed = draft.values[parameter.code];
    if (typed === undefined) continue;
    const value = typed.value.trim();
    let input: ResultInput = { code: parameter.code };
    if (parameter.resultOption === 'numeric' && value !== '') {
      const number = parseNumber(value);
      if (number === null) return { ok: false, problem: `Enter a number for ${parameter.name}.` };
      input = { ...input, valueQuantity: number };
    } else if (parameter.resultOption === 'text' && value !== '') {
      input = { ...input, valueString: value };
    } else if (parameter.resultOption === 'listSingle' && value !== '') {
      input = { ...input, options: [value] };
    } else if (parameter.resultOption === 'listMulti' && typed.options.length > 0) {
      input = { ...input, options: [...typed.options] };
    }
    if (parameter.microbiology) {
      const rows = typed.antibiogram.filter(
        (row) => row.antibiotic.trim() !== '' || row.mic.trim() !== '' || row.interpretation !== '',
      );
      for (const row of rows) {
        if (row.antibiotic.trim() === '')
          return { ok: false, problem: `Name the antibiotic of every antibiogram row of ${parameter.name}.` };
        if (row.interpretation === '') return { ok: false, problem: `Choose S, I or R for ${row.antibiotic.trim()}.` };
      }
      if (typed.organism.trim() !== '') input = { ...input, organism: typed.organism.trim() };
      if (rows.length > 0)
        input = {
          ...input,
          antibiogram: rows.map((row) => ({
            antibiotic: row.antibiotic.trim(),
            interpretation: row.interpretation,
            mic: row.mic.trim() === '' ? null : row.mic.trim(),
          })),
        };
    }
    if (Object.keys(input).length > 1) results.push(input);
  }
  return { ok: true, results };
}
