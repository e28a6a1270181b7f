import { maskTrace } from '../../../flows/trace/mask';
import { tenant } from '../../config/tenant';
import { inspectionHub } from '../inspection';
import type { SessionStore } from '../session/sessionStore';
import { recordRunTransport } from './recordRunTransport';
import type { RunParts } from './runRecording';
import { startRunUploader } from './runUploader';

/** The real parts: the inspector's masking, the checkpoints and the machines' versions (flows/runs/). */
const parts: RunParts = {
  mask: (trace) => maskTrace(trace),
  // TEMP until flows/runs lands on main (helpers runrules): none yet.
  checkpoints: () => [],
  versions: () => ({}),
};

/**
 * The recorded runs' chunk (loaded in idle time after the whole assistant: recordRunsWhenIdle.ts): uploads every
 * assistant conversation of the page, signed in when the patient is (the server keeps the account).
 */
export function recordRuns(session: SessionStore): () => void {
  return startRunUploader({
    hub: inspectionHub,
    parts,
    transport: recordRunTransport(() => session.accessToken()),
    tenant: tenant.id,
    storage: sessionStorage,
    page: window,
  });
}
