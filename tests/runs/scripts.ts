import type { Script } from '../replays/recordScript';
import { SCRIPTS } from '../replays/scripts';

/**
 * The conversations recorded as tests/runs/*.json: two of tests/replays/scripts.ts as they are, and
 * the booking one cut short where the issue's tester looks first: the patient leaves at the invoice.
 */

class LeftTheChat extends Error {}

/** The script, with the patient leaving (a minute of silence, then nothing) instead of tapping `label`. */
function leavingAt(script: Script, label: RegExp): Script {
  return {
    ...script,
    play: async (patient) => {
      const leaving = {
        ...patient,
        tap: async (tapped: string) => {
          if (label.test(tapped)) throw new LeftTheChat(tapped);
          await patient.tap(tapped);
        },
      };
      try {
        await script.play(leaving);
      } catch (error) {
        if (!(error instanceof LeftTheChat)) throw error;
      }
      await patient.wait(60_000);
    },
  };
}

export const RUN_SCRIPTS: Record<string, { script: Script; ended: boolean }> = {
  'booking-left-at-invoice': { script: leavingAt(SCRIPTS['booking-quick-pay']!, /^Pay /), ended: true },
  'booking-paid': { script: SCRIPTS['booking-quick-pay']!, ended: true },
  'sign-in-wrong-code': { script: SCRIPTS['wrong-code']!, ended: true },
};
