import type { IncomingMessage, ServerResponse } from 'node:http';
import { isFeedbackLocked } from '../../../domain/feedback';
import type { Services } from '../../context';
import { readBodyWithin } from '../../http/bodyLimit';
import { loadFeedbackLinkKey, openFeedbackRef } from './feedbackLink';
import { feedbackSubject, rateAppointment } from './rateAppointment';

/** The public feedback page's endpoint (spec 000 §7): GET and POST with the page's own query string. */
export const FEEDBACK_PATH = '/feedback';

/** A rating and a comment: far below the GraphQL body limit. */
const MAX_FEEDBACK_BODY_BYTES = 4 * 1024;

/** server/http: what GET /feedback answers for a valid link. */
interface FeedbackPageData {
  readonly organizationName: string;
  /** ISO start of the session. */
  readonly start: string;
  readonly doctorName: string;
  readonly feedbackRating: number | null;
  readonly feedbackComment: string | null;
  readonly locked: boolean;
  /** The hospital's review page (tenant reviewLinks), opened after a 10; null when it has none. */
  readonly reviewLink: string | null;
}

function json(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  res.end(JSON.stringify(body));
}

const refused = (res: ServerResponse, status: number, error: string, message: string): void =>
  json(res, status, { error, message });

function parseBody(body: Buffer): { feedback: unknown; rating: unknown } | null {
  try {
    const parsed = JSON.parse(body.toString('utf8')) as unknown;
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return null;
    const record = parsed as Record<string, unknown>;
    return { feedback: record.feedback ?? null, rating: record.rating };
  } catch {
    return null;
  }
}

/**
 * No sign-in: the signed ref in `?r=` is the capability. An altered ref is 403, an expired one 410, a
 * second rating 409 'already'; POST takes JSON only, at most 4 KB.
 */
export async function handleFeedbackRequest(
  services: Services,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  if (req.method !== 'GET' && req.method !== 'POST') {
    res.setHeader('allow', 'GET, POST');
    return refused(res, 405, 'method', 'Method not allowed.');
  }
  const url = new URL(req.url ?? '/', 'http://localhost');
  const opened = openFeedbackRef(await loadFeedbackLinkKey(services.db), url.searchParams.get('r'), services.now());
  if (opened.kind === 'invalid') return refused(res, 403, 'invalid', 'This feedback link is not valid.');
  if (opened.kind === 'expired') return refused(res, 410, 'expired', 'Feedback for this appointment is closed.');
  const subject = await feedbackSubject(services, opened.appointmentId);
  if (subject === null) return refused(res, 403, 'invalid', 'This feedback link is not valid.');

  if (req.method === 'GET') {
    const data: FeedbackPageData = {
      organizationName: subject.organizationName,
      start: new Date(subject.start).toISOString(),
      doctorName: subject.doctorName,
      feedbackRating: subject.feedbackRating,
      feedbackComment: subject.feedbackComment,
      locked: isFeedbackLocked(subject, services.now()),
      reviewLink: services.tenant.reviewLinks[subject.organizationId] ?? null,
    };
    return json(res, 200, data);
  }
  if (!(req.headers['content-type'] ?? '').toLowerCase().startsWith('application/json'))
    return refused(res, 415, 'content-type', 'Send JSON.');
  const body = await readBodyWithin(req, MAX_FEEDBACK_BODY_BYTES);
  if (body === null) {
    res.setHeader('connection', 'close');
    return refused(res, 413, 'too-large', 'Payload too large.');
  }
  const input = parseBody(body);
  if (input === null) return refused(res, 400, 'invalid-body', 'Send JSON {feedback, rating}.');
  const outcome = await rateAppointment(services, subject, input.rating, input.feedback);
  if (outcome.kind === 'invalid') return refused(res, 400, 'invalid-input', outcome.reason);
  if (outcome.kind === 'refused') return refused(res, 409, outcome.already ? 'already' : 'closed', outcome.reason);
  return json(res, 200, { ok: true });
}
