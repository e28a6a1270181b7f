import { formatAmount } from '../../domain/money';
import { formatDate, formatTime } from '../../domain/days';
import type { BubbleContent, ChatEmitted, ReplyButton } from '../chatProtocol';
import { reportResultRoute } from '../reports/labReport';

/**
 * What the patient saw, one line each, for replay tests and diffs: every bubble
 * ('assistant: text', 'patient: text', 'assistant: [success] OTP sent successfully',
 * 'assistant: [failure] OTP sending failure (detail)', 'assistant: [image] alt'), every change of
 * the reply buttons ('buttons: Book a Doctor | Video Channel', 'buttons: —' when cleared) and every
 * route the flow opened ('navigate: /profiles') and every gateway it left for ('redirect: post /sandbox/…'),
 * and the hand-over to a hospital's staff and back ('handover: org-colombo', 'handback').
 * Session cards and invoices read as '[session] Dr. X, Cardiology, 3 Jun 2025 5:00 PM, Hospital' and
 * '[invoice] Doctor fee 1,500.00 LKR; …; Total 2,000.00 LKR', appointments as '[appointment] Token 5, Dr. X, 3 Jun 2025 5:00 PM, Hospital', lab reports as
 * '[lab reports] FBC, Mr. Nimal Perera (Me), 3 Jun 2025 → /history/examination?reportId=r1; …'. The composer is left out: its countdown changes
 * every second and says nothing about the flow's path.
 */

function contentText(content: BubbleContent): string {
  switch (content.kind) {
    case 'text':
      return content.text;
    case 'image':
      return `[image] ${content.alt}`;
    case 'event':
      return `[${content.outcome}] ${content.text}${content.detail === undefined ? '' : ` (${content.detail})`}`;
    case 'session': {
      const { session } = content;
      return `[session] ${session.doctorName}, ${session.specialty}, ${formatDate(session.startTime)} ${formatTime(session.startTime)}, ${session.organizationName}`;
    }
    case 'invoice': {
      const { invoice } = content;
      const lines = invoice.items.map((item) => `${item.description} ${formatAmount(item.amount, invoice.currency)}`);
      return `[invoice] ${[...lines, `Total ${formatAmount(invoice.total, invoice.currency)}`].join('; ')}`;
    }
    case 'callHospital':
      return content.hospitals === undefined
        ? '[call hospital]'
        : `[call hospital] ${content.hospitals.map((hospital) => `${hospital.label} ${hospital.number}`).join('; ')}`;
    case 'appointment': {
      const { appointment } = content;
      const { session } = appointment;
      return `[appointment] Token ${appointment.tokenNo}, ${session.doctorName}, ${formatDate(session.startTime)} ${formatTime(session.startTime)}, ${session.organizationName}`;
    }
    case 'labReports':
      return `[lab reports] ${content.reports.map((report) => `${report.name}, ${report.patient}, ${formatDate(report.date)} → ${reportResultRoute(report.id)}`).join('; ')}`;
  }
}

function buttonsLine(buttons: readonly ReplyButton[]): string {
  return `buttons: ${buttons.length === 0 ? '—' : buttons.map((button) => button.label).join(' | ')}`;
}

/** The lines so far, one event at a time: what a running count needs (flows/runs/checkpoints.ts) without re-reading every event. */
export interface TranscriptLineFold {
  add(event: ChatEmitted): void;
  readonly lines: readonly string[];
}

export function transcriptLineFold(): TranscriptLineFold {
  const lines: string[] = [];
  const seen = new Set<string>();
  let offered = buttonsLine([]);
  return {
    lines,
    add(event) {
      switch (event.type) {
        case 'chat.say':
          // The transcript keeps the first bubble of an id (applyChatEvent); so do the lines.
          if (seen.has(event.id)) break;
          seen.add(event.id);
          lines.push(`${event.from}: ${contentText(event.content)}`);
          break;
        case 'chat.ask': {
          const line = buttonsLine(event.buttons);
          if (line !== offered) lines.push(line);
          offered = line;
          break;
        }
        case 'chat.navigate':
          lines.push(`navigate: ${event.to}`);
          break;
        case 'chat.redirect':
          lines.push(
            `redirect: ${event.redirect.kind === 'post' ? `post ${event.redirect.action}` : `get ${event.redirect.url}`}`,
          );
          break;
        case 'chat.handover':
          lines.push(event.hospitalId === null ? 'handback' : `handover: ${event.hospitalId}`);
          break;
        case 'chat.input':
          break;
      }
    },
  };
}

export function transcriptLines(events: readonly ChatEmitted[]): string[] {
  const fold = transcriptLineFold();
  for (const event of events) fold.add(event);
  return [...fold.lines];
}
