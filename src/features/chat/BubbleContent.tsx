import { t } from '../../../i18n/translate';
import { lazy, Suspense } from 'react';
import type { BubbleContent as Content } from '../../../flows/chatProtocol';
import { EventBox } from './EventBox';
import { ImageBubble } from './ImageBubble';

interface BubbleContentProps {
  readonly content: Content;
}

// Session and invoice bubbles come with booking: their components load when the first one is shown,
// not before the first bubble (docs/PERFORMANCE.md budget).
const SessionBubble = lazy(async () => ({ default: (await import('./CardBubbles')).SessionBubble }));
const InvoiceBubble = lazy(async () => ({ default: (await import('./CardBubbles')).InvoiceBubble }));
const AppointmentBubble = lazy(async () => ({ default: (await import('./CardBubbles')).AppointmentBubble }));
const LabReportsBubble = lazy(async () => ({ default: (await import('./LabReportsBubble')).LabReportsBubble }));
const CallHospital = lazy(async () => ({ default: (await import('../../ui/cards/CallHospital')).CallHospital }));

/** Shown, not said: the card that replaces it is announced when it arrives, so 'Loading…' is not read per card. */
function Loading(): React.JSX.Element {
  return (
    <p className="chat-bubble chat-bubble__text" aria-hidden="true">
      {t('chat.loading')}
    </p>
  );
}

/** What one bubble shows. Text is rendered as text (never as HTML); CSS keeps its line breaks. */
export function BubbleContent({ content }: BubbleContentProps): React.JSX.Element {
  switch (content.kind) {
    case 'text':
      return <p className="chat-bubble chat-bubble__text">{content.text}</p>;
    case 'image':
      return (
        <div className="chat-bubble chat-bubble--image">
          <ImageBubble url={content.url} alt={content.alt} />
        </div>
      );
    case 'event':
      return <EventBox outcome={content.outcome} text={content.text} detail={content.detail} />;
    case 'session':
      return (
        <Suspense fallback={<Loading />}>
          <SessionBubble context={content.context} session={content.session} />
        </Suspense>
      );
    case 'invoice':
      return (
        <Suspense fallback={<Loading />}>
          <InvoiceBubble invoice={content.invoice} />
        </Suspense>
      );
    case 'callHospital':
      return (
        <Suspense fallback={<Loading />}>
          <div className="chat-bubble chat-bubble--card">
            <CallHospital hospitals={content.hospitals} />
          </div>
        </Suspense>
      );
    case 'appointment':
      return (
        <Suspense fallback={<Loading />}>
          <AppointmentBubble appointment={content.appointment} />
        </Suspense>
      );
    case 'labReports':
      return (
        <Suspense fallback={<Loading />}>
          <LabReportsBubble reports={content.reports} />
        </Suspense>
      );
  }
}
