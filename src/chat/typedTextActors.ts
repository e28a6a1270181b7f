import { fromPromise, type PromiseActorLogic } from 'xstate';
import type { Understanding } from '../../domain/intent';
import { once } from './once';

/**
 * The understanding of typed sentences (domain/intent.ts with its day and word lists), a chunk of its own loaded
 * when the patient first sends a sentence: the whole assistant, which a signed-in patient's first frame waits
 * for, does not carry it (docs/PERFORMANCE.md). A load that failed is asked for again at the next sentence.
 */
const rules = once(() => import('../../domain/intent'));

export function typedTextActors(): {
  readonly understandText: PromiseActorLogic<Understanding, { text: string; now: number }>;
} {
  return { understandText: fromPromise(async ({ input }) => (await rules()).understand(input.text, input.now)) };
}
