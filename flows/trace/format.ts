/**
 * The trace format's name and version, apart from its schema (trace.ts): the recorder stamps them, and the patient
 * app's recorded runs record without loading zod nor every machine of the catalogue that the schema checks against.
 */
export const TRACE_FORMAT = 'carechat.trace';
export const TRACE_VERSION = 1;
