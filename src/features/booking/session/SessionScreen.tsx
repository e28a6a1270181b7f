import { actorsOf } from '../../../../flows/actorsOf';
import '../../../ui/booking.css';
import { useCallback, useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useClient } from 'urql';
import { appointmentRoute, sessionRoute } from '../../../../domain/bookingRoutes';
import { errorMessage } from '../../../../machines/errorMessage';
import { isSessionClickable, sessionLabel } from '../../../../domain/sessionCard';
import { PAYMENT_TEXT } from '../../../../domain/payment';
import { RESERVE_DIALOG } from '../../../../domain/bookingRules';
import { bookingOptionsOf } from '../../../../machines/bookingOptions';
import type { AppointmentSummary, SavedCard } from '../../../../machines/types';
import {
  bookingCalls,
  sessionScreenApi,
  type BookingActors,
  type SessionScreenApi,
  type SessionView,
} from '../api/bookingActors';
import { patientOfView } from '../../../ui/patients';
import type { RedirectEnvironment } from '../../../lib/payment/redirectTo';
import { isPayableFor, loadAppointmentSummary, type LoadAppointment } from './heldAppointment';
import { useSession } from '../../../lib/session/session';
import { tenant } from '../../../config/tenant';
import { SessionCard } from '../../../ui/cards/SessionCard';
import { useNow } from '../../../lib/useNow';
import { Notice } from '../../../ui/Notice';
import { BookingPanel } from './BookingPanel';
import { RescheduleConfirm } from './RescheduleConfirm';
import { wordedTexts } from '../../../../domain/wordedTexts';

export interface SessionScreenProps {
  /** Test seams: the GraphQL-backed ones by default. */
  readonly api?: SessionScreenApi;
  readonly actors?: BookingActors;
  readonly redirectEnvironment?: RedirectEnvironment;
  /** Loads the appointment of a Retry payment (…&appointmentId=A); the GraphQL query by default. */
  readonly loadAppointment?: LoadAppointment;
}

type Loaded =
  | { readonly kind: 'loading' }
  | { readonly kind: 'failed'; readonly message: string }
  | {
      readonly kind: 'shown';
      readonly view: SessionView;
      readonly savedCards: SavedCard[];
      readonly bookable: boolean;
      /** The Retry payment's appointment (…&appointmentId=A), null without one or when it could not be read. */
      readonly retried: AppointmentSummary | null;
    };

/** Getters: worded in the language active when the screen renders. */
export const SESSION_VIEW_TEXT = wordedTexts({
  title: 'booking.session.title',
  loading: 'booking.session.loading',
  noSession: 'booking.session.noSession',
  goHome: 'booking.session.goHome',
});

/** The account's saved cards, or none: a failed fetch only hides quick pay. */
async function savedCardsOrNone(api: SessionScreenApi): Promise<SavedCard[]> {
  try {
    return await api.loadSavedCards();
  } catch {
    return [];
  }
}

/** The Retry payment's appointment, or null: one that cannot be read is simply not resumed. */
async function appointmentOrNone(
  load: LoadAppointment,
  appointmentId: string | null,
): Promise<AppointmentSummary | null> {
  if (appointmentId === null || appointmentId === '') return null;
  try {
    return await load(appointmentId);
  } catch {
    return null;
  }
}

/**
 * /view/session?sessionId=S[&appointmentRescheduledFor=A][&appointmentId=A]: the session's card (live), and
 * the booking for the signed-in account: who it is for, the reserve dialog, the invoice and payment. A session
 * that is full, over or cancelled shows its label and offers no booking. With appointmentId (Retry payment
 * after a failed payment) the account's own appointment, while it is still held, is paid again from its
 * invoice: no second token is reserved.
 */
export function SessionScreen({
  api,
  actors,
  redirectEnvironment,
  loadAppointment,
}: SessionScreenProps): React.JSX.Element {
  const client = useClient();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const sessionId = params.get('sessionId') ?? '';
  const rescheduledFor = params.get('appointmentRescheduledFor');
  const retriedId = params.get('appointmentId');
  const { session: login, relationshipView } = useSession();
  const [screenApi] = useState(() => api ?? sessionScreenApi(client));
  const [loadRetried] = useState(() => loadAppointment ?? loadAppointmentSummary(client));
  const [leafActors] = useState(
    () => actors ?? actorsOf(bookingCalls(client, { appointmentRescheduledFor: rescheduledFor })),
  );
  const [loaded, setLoaded] = useState<Loaded>({ kind: 'loading' });
  const now = useNow();
  // Every new run of the booking (after a cancelled dialog or a refused redirect) is a fresh machine.
  const [attempt, setAttempt] = useState<{ readonly run: number; readonly open: boolean; readonly refused: boolean }>({
    run: 0,
    open: true,
    refused: false,
  });

  useEffect(() => {
    if (sessionId === '') return;
    let live = true;
    let stop: (() => void) | null = null;
    void Promise.all([
      screenApi.loadSession(sessionId),
      savedCardsOrNone(screenApi),
      appointmentOrNone(loadRetried, retriedId),
    ]).then(
      ([view, savedCards, retried]) => {
        if (!live) return;
        // Decided once: the patient's own booking may fill the session while they pay.
        setLoaded({ kind: 'shown', view, savedCards, bookable: isSessionClickable(view.session), retried });
        stop = screenApi.watchSession(sessionId, (next) => {
          setLoaded((current) => (current.kind === 'shown' ? { ...current, view: next } : current));
        });
      },
      (error: unknown) => {
        if (live) setLoaded({ kind: 'failed', message: errorMessage(error) });
      },
    );
    return () => {
      live = false;
      stop?.();
    };
  }, [screenApi, loadRetried, sessionId, retriedId]);

  const onBooked = useCallback(
    (appointment: AppointmentSummary) => {
      const route = appointmentRoute({ sessionId: appointment.sessionId, appointmentId: appointment.id });
      const query =
        rescheduledFor === null
          ? ''
          : `&${new URLSearchParams({ appointmentRescheduledFor: rescheduledFor }).toString()}`;
      void navigate(route + query, { replace: true });
    },
    [navigate, rescheduledFor],
  );
  const onCancelled = useCallback(() => setAttempt((current) => ({ ...current, open: false })), []);
  const onRedirectRefused = useCallback(
    () => setAttempt((current) => ({ run: current.run + 1, open: false, refused: true })),
    [],
  );

  // A held or reserved token of the account's is paid (even when it is the one that filled the session).
  const held =
    loaded.kind === 'shown' && login !== null && isPayableFor(loaded.retried, sessionId, login.profile.patients, now)
      ? loaded.retried
      : null;

  if (sessionId === '') {
    return (
      <section className="page page--centered">
        <p className="page__lead">{SESSION_VIEW_TEXT.noSession}</p>
        <Link className="button button--primary" to="/">
          {SESSION_VIEW_TEXT.goHome}
        </Link>
      </section>
    );
  }

  return (
    <section className="page" aria-labelledby="session-title">
      <h1 id="session-title" className="page__title">
        {SESSION_VIEW_TEXT.title}
      </h1>
      {loaded.kind === 'loading' ? <p role="status">{SESSION_VIEW_TEXT.loading}</p> : null}
      {loaded.kind === 'failed' ? <Notice tone="error">{loaded.message}</Notice> : null}
      {loaded.kind === 'shown' ? (
        <>
          <SessionCard session={loaded.view.session} context="SESSION_VIEW" now={now} />
          {!loaded.bookable && held === null ? (
            <p className="notice notice--info" role="status">
              {sessionLabel(loaded.view.session, now).text}
            </p>
          ) : login === null ? null : rescheduledFor !== null ? (
            // A paid appointment moves here with its payment: nothing to reserve or pay.
            <RescheduleConfirm appointmentId={rescheduledFor} sessionId={sessionId} />
          ) : (
            <>
              {attempt.refused ? <Notice tone="error">{PAYMENT_TEXT.initiationFailed}</Notice> : null}
              {attempt.open ? (
                <BookingPanel
                  key={attempt.run}
                  input={{
                    session: loaded.view.session,
                    patients: login.profile.patients,
                    patientId: patientOfView(login.profile.patients, relationshipView)?.id ?? null,
                    savedCards: loaded.savedCards,
                    options: bookingOptionsOf(tenant, loaded.view.session.video),
                    originChannel: 'flat',
                    ...(held === null ? {} : { appointment: held }),
                  }}
                  actors={leafActors}
                  back={sessionRoute(sessionId)}
                  onBooked={onBooked}
                  onCancelled={onCancelled}
                  onRedirectRefused={onRedirectRefused}
                  redirectEnvironment={redirectEnvironment}
                />
              ) : (
                <button
                  type="button"
                  className="button button--primary"
                  onClick={() =>
                    setAttempt((current) => ({ run: current.run + 1, open: true, refused: current.refused }))
                  }
                >
                  {RESERVE_DIALOG.title}
                </button>
              )}
            </>
          )}
        </>
      ) : null}
    </section>
  );
}
