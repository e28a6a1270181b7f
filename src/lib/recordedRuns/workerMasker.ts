import type { Trace } from '../../../flows/trace/trace';
import type { RunMasker } from './runUploader';

/** What the page asks the masking worker (maskWorker.ts): one trace, numbered. */
export interface MaskRequest {
  readonly seq: number;
  readonly trace: Trace;
}

/** Its answer: the masked trace and the machines' versions, or why not. */
export type MaskAnswer =
  | { readonly seq: number; readonly trace: Trace; readonly versions: Readonly<Record<string, string>> }
  | { readonly seq: number; readonly error: string };

/**
 * The masking in a module worker of its own: the masking replays the whole run on the real machines, which takes
 * long enough on a phone to hold up the chat's frames; and its code (every machine, xstate's simulated clock, the
 * catalogue's words) then never joins the patient app's chunks, nor the first frame's.
 */
export function workerMasker(): RunMasker {
  const waiting = new Map<number, (answer: MaskAnswer) => void>();
  let seq = 0;
  let worker: Worker | null = null;
  const started = (): Worker => {
    if (worker !== null) return worker;
    const made = new Worker(new URL('./maskWorker.ts', import.meta.url), { type: 'module' });
    made.addEventListener('message', (event: MessageEvent<MaskAnswer>) => {
      waiting.get(event.data.seq)?.(event.data);
      waiting.delete(event.data.seq);
    });
    // Its code did not load (offline) or it broke: what waits fails, and the next change starts another.
    made.addEventListener('error', () => {
      made.terminate();
      if (worker === made) worker = null;
      for (const [asked, answer] of waiting) answer({ seq: asked, error: 'the masking worker failed' });
      waiting.clear();
    });
    return (worker = made);
  };
  return async (trace) => {
    seq += 1;
    const asked = seq;
    const answer = await new Promise<MaskAnswer>((resolve) => {
      waiting.set(asked, resolve);
      started().postMessage({ seq: asked, trace } satisfies MaskRequest);
    });
    if ('error' in answer) throw new Error(answer.error);
    return { trace: answer.trace, versions: answer.versions };
  };
}
