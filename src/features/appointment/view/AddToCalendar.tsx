import { useState } from 'react';
import { t } from '../../../../i18n/translate';
import type { QueueToken, AppointmentView } from '../../../../machines/appointmentView.machine';
import { Notice } from '../../../ui/Notice';
import { downloadText } from '../../../ui/downloadText';

const ADD_TO_CALENDAR_TEXT = {
  get button(): string {
    return t('appointment.calendar.button');
  },
  get failed(): string {
    return t('appointment.calendar.failed');
  },
};

/** The type a calendar app opens (RFC 5545 §8.1). */
const ICS_CONTENT_TYPE = 'text/calendar;charset=utf-8';

/** Only a visit still to come goes in a calendar: not a cancelled, completed or called-off one. */
function offersAddToCalendar(appointment: Pick<AppointmentView, 'status'>, sessionCancelled: boolean): boolean {
  return appointment.status === 'booked' && !sessionCancelled;
}

/**
 * 'Add to calendar' (issue 20): downloads the appointment as an .ics file, at the estimated time the page shows.
 * The file's maker (domain/calendar.ts) loads on the click, never with the page.
 */
export function AddToCalendar({
  appointment,
  queue,
  sessionCancelled,
}: {
  appointment: AppointmentView;
  queue: readonly QueueToken[] | null;
  sessionCancelled: boolean;
}): React.JSX.Element | null {
  const [failed, setFailed] = useState(false);
  if (!offersAddToCalendar(appointment, sessionCancelled)) return null;
  const download = async (): Promise<void> => {
    try {
      const { appointmentIcs, appointmentIcsFileName } = await import('../../../../domain/calendar');
      const text = appointmentIcs(appointment, { origin: window.location.origin, now: Date.now(), queue });
      downloadText(appointmentIcsFileName(appointment), text, ICS_CONTENT_TYPE);
      setFailed(false);
    } catch {
      // Offline before the chunk was cached: say so instead of doing nothing.
      setFailed(true);
    }
  };
  return (
    <>
      <button type="button" className="button button--secondary" onClick={() => void download()}>
        {ADD_TO_CALENDAR_TEXT.button}
      </button>
      {failed ? <Notice tone="error">{ADD_TO_CALENDAR_TEXT.failed}</Notice> : null}
    </>
  );
}
