import { fromPromise, type PromiseActorLogic } from 'xstate';
import type { LabReportCalls } from '../api/chatLabReportActors';
import type { LabReportsLoad } from '../../flows/reports/labReport';
import type { ClientLoader } from './lazyActors';
import { once } from './once';

/** The chat's 'Lab Reports' call, loaded with the urql client when the patient first asks (like the booking calls). */
export function lazyLabReportActors(client: ClientLoader): {
  readonly loadLabReports: PromiseActorLogic<LabReportsLoad, Record<string, never>>;
} {
  const calls = once(async (): Promise<LabReportCalls> => {
    const [module, loaded] = await Promise.all([import('../api/chatLabReportActors'), client()]);
    return module.labReportCalls(loaded);
  });
  return { loadLabReports: fromPromise(async () => (await calls()).loadLabReports()) };
}
