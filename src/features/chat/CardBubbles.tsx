import type { AppointmentCardData, InvoiceSummary, SessionCardData } from '../../../machines/types';
import { PaymentTermsLink } from '../../ui/PaymentTermsLink';
import { AppointmentCard } from '../../ui/cards/AppointmentCard';
import { SessionCard } from '../../ui/cards/SessionCard';
import { useNow } from '../../lib/useNow';
import { InvoiceTable } from '../../ui/InvoiceTable';

/**
 * A session in the transcript: a record of what was offered, so never a control of its own (the reply
 * buttons pick it). Its label follows the clock like any list's.
 */
export function SessionBubble({
  context,
  session,
}: {
  context: 'SESSION_VIEW_CHAT_DOCTOR_RESULT' | 'SESSION_VIEW_CHAT_SPECIALITY_RESULT';
  session: SessionCardData;
}): React.JSX.Element {
  const now = useNow();
  return (
    <div className="chat-bubble chat-bubble--card">
      <SessionCard session={session} context={context} now={now} />
    </div>
  );
}

/** The invoice of a booking in the transcript. */
export function InvoiceBubble({ invoice }: { invoice: InvoiceSummary }): React.JSX.Element {
  return (
    <div className="chat-bubble chat-bubble--card chat-bubble--invoice">
      <InvoiceTable invoice={invoice} />
      <PaymentTermsLink />
    </div>
  );
}

/** One of the patient's appointments, as My Appointments shows it: the card opens the appointment. */
export function AppointmentBubble({ appointment }: { appointment: AppointmentCardData }): React.JSX.Element {
  const now = useNow();
  return (
    <div className="chat-bubble chat-bubble--card">
      <AppointmentCard appointment={appointment} now={now} />
    </div>
  );
}
