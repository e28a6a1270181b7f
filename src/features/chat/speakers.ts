import type { Speaker } from '../../../flows/chatProtocol';

/** Read before each bubble by screen readers, since the left/right placement is visual only. */
export const SPEAKER_LABEL: Record<Speaker, string> = {
  assistant: 'Assistant said',
  staff: 'Hospital staff said',
  patient: 'You said',
};

/** The patient's own words sit on the right, everyone else's on the left. */
export function sideOf(speaker: Speaker): 'left' | 'right' {
  switch (speaker) {
    case 'patient':
      return 'right';
    case 'assistant':
    case 'staff':
      return 'left';
  }
}
