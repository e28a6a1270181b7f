import { videoCallMachine } from '../../machines/videoCall.machine';
import type { Implementations } from './implementations';

/** machines/videoCall.machine.ts with the app's implementations (its actors, the page's actions). */
export function composeVideoCall(implementations: Implementations<typeof videoCallMachine>): typeof videoCallMachine {
  return videoCallMachine.provide(implementations);
}
