import { checkpointsOf } from '../../../flows/runs/checkpoints';
import { tenant } from '../../config/tenant';
import { inspectionHub } from '../inspection';
import type { SessionStore } from '../session/sessionStore';
import { recordRunTransport } from './recordRunTransport';
import { startRunUploader } from './runUploader';
import { workerMasker } from './workerMasker';

/**
 * The recorded runs' chunk (loaded in idle time after the whole assistant: recordRunsWhenIdle.ts): uploads every
 * assistant conversation of the page, masked in a worker, signed in when the patient is (the server keeps the account).
 */
export function recordRuns(session: SessionStore): () => void {
  return startRunUploader({
    hub: inspectionHub,
    checkpointsOf,
    mask: workerMasker(),
    transport: recordRunTransport(() => session.accessToken()),
    tenant: tenant.id,
    storage: sessionStorage,
    page: window,
  });
}
