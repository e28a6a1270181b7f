import type { Speaker } from '../../../flows/chatProtocol';
import { t } from '../../../i18n/translate';

/** Read before each bubble by screen readers, since the left/right placement is visual only. */
export function speakerLabel(speaker: Speaker): string {
  switch (speaker) {
    case 'assistant':
      return t('first.assistantSaid');
    case 'staff':
      return t('chat.hospitalStaffSaid');
    case 'patient':
      return t('first.youSaid');
  }
}

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
