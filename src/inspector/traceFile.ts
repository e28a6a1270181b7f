import { maskTrace } from '../../flows/trace/mask';
import { loadLanguage } from '../lib/language/catalogue';
import { DEFAULT_LANGUAGE } from '../../i18n/languages';
import { parseTrace, stringifyTrace, type Trace } from '../../flows/trace/trace';
import { downloadText as downloadFile } from '../ui/downloadText';

export interface TraceFile {
  readonly name: string;
  readonly text: string;
  readonly trace: Trace;
}

/** The file an export downloads: masked unless the tester keeps patient data (for local use only). */
export function traceFile(trace: Trace, keepPatientData: boolean): TraceFile {
  const out = keepPatientData ? trace : maskTrace(trace);
  const stamp = out.recordedAt.replace(/[:.]/g, '-');
  return {
    name: `${out.tenant}-${out.flow}-${stamp}${out.masked ? '' : '-unmasked'}.trace.json`,
    text: stringifyTrace(out),
    trace: out,
  };
}

export type ReadTrace =
  { readonly ok: true; readonly trace: Trace; readonly name: string } | { readonly ok: false; readonly error: string };

/** A chosen file as a trace, or why it is not one (parseTrace's message names the wrong field). */
export async function readTraceFile(file: Blob & { readonly name: string }): Promise<ReadTrace> {
  let value: unknown;
  try {
    value = JSON.parse(await file.text());
  } catch (error) {
    return { ok: false, error: `${file.name} is not JSON: ${error instanceof Error ? error.message : String(error)}` };
  }
  let trace: Trace;
  try {
    trace = parseTrace(value);
  } catch (error) {
    return { ok: false, error: `${file.name}: ${error instanceof Error ? error.message : String(error)}` };
  }
  // Its replay words the conversation in the language it was recorded in.
  if (trace.language !== undefined && trace.language !== DEFAULT_LANGUAGE) {
    try {
      await loadLanguage(trace.language);
    } catch {
      return { ok: false, error: `${file.name}: its language (${trace.language}) could not be loaded; try again` };
    }
  }
  return { ok: true, trace, name: file.name };
}

/** Hands the trace's text to the browser as a download. */
export function downloadText(name: string, text: string): void {
  downloadFile(name, text, 'application/json');
}
