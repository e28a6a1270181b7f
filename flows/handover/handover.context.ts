import type { AssistantInput } from '../assistant/input';

/** The hand-over's own context (flows/handover/). */
export interface HandoverContext {
  /** The hospital whose staff Chat With Hospital hands over to. */
  readonly chatHospitalId: string;
}

export function handoverContext(input: AssistantInput): HandoverContext {
  return { chatHospitalId: input.chatHospitalId ?? input.hospitalId };
}
