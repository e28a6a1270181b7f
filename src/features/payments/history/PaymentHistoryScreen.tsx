import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useQuery } from 'urql';
import { t } from '../../../../i18n/translate';
import { displayName, withRelationshipText } from '../../../../domain/patient';
import { PAYMENT_TEXT } from '../../../../domain/payment';
import {
  filterLabel,
  newestFirst,
  PAYMENT_HISTORY_PATH,
  PAYMENT_HISTORY_TEXT,
  notAvailable,
  paymentHistoryRequest,
  paymentRoute,
} from '../../../../domain/paymentHistory';
import { errorMessage } from '../../../../machines/errorMessage';
import type { Patient } from '../../../../machines/types';
import { operationError } from '../../../lib/graphql/operations';
import { useSession } from '../../../lib/session/session';
import { useRefundsLive } from '../../../lib/useRefundsLive';
import { MyPaymentsQuery } from '../graphql/paymentHistory';
import { OrganizationsQuery } from '../../../lib/graphql/organizations';
import { Notice } from '../../../ui/Notice';
import { Toast } from '../../../ui/Toast';
import { PaymentCard } from './PaymentCard';
import './paymentHistory.css';

function patientLabel(patient: Patient | undefined): string {
  if (patient === undefined) return notAvailable();
  const name = displayName(patient) || notAvailable();
  return withRelationshipText(name, patient.relationship);
}

/**
 * /profiles/my-payment-history (spec 000 §2, spec 001 §2): the account's payments, newest first, each with
 * its invoice and gateway result behind a disclosure. ?paymentId=P opens that payment and brings it into
 * view; with paymentStatus=Failure it is a failed card payment coming back (spec 000 §4): toast 'Payment
 * failed' and 'Problem with your payment' over the list. ?sessionId, ?appointmentId or ?orderId list only theirs.
 */
export function PaymentHistoryScreen(): React.JSX.Element {
  const [params] = useSearchParams();
  const query = params.toString();
  const request = useMemo(() => paymentHistoryRequest(new URLSearchParams(query)), [query]);
  const [{ data, fetching, error }, reexecute] = useQuery({
    query: MyPaymentsQuery,
    variables: { filter: request.filter },
  });
  // Hospital names only; without them a card reads Not Available, so its failure is not the page's.
  const [{ data: organizations }] = useQuery({ query: OrganizationsQuery });
  useRefundsLive(reexecute);
  const { session } = useSession();
  // What the patient opened or closed; untouched cards follow the link's paymentId.
  const [toggled, setToggled] = useState<Readonly<Record<string, boolean>>>({});
  const focusTarget = useRef<HTMLElement>(null);
  const focusedFor = useRef<string | null>(null);
  // A failed payment's return is told once: kept for this visit, then taken out of the url (a reload or Back
  // opens the payment without telling it again), as the appointment view does.
  const [failedReturn] = useState(request.failedReturn);
  const [toastDismissed, setToastDismissed] = useState(false);
  const navigate = useNavigate();
  const { expandPaymentId: returnedPaymentId } = request;
  useEffect(() => {
    if (request.failedReturn && returnedPaymentId !== null) {
      void navigate(paymentRoute(returnedPaymentId), { replace: true });
    }
  }, [request.failedReturn, returnedPaymentId, navigate]);

  // A failed load may come with data null (not only undefined), hence the optional chain.
  const loaded = data?.queryMyPayments;
  const payments = useMemo(() => (loaded === undefined ? null : newestFirst(loaded)), [loaded]);
  const patients = useMemo(
    () => new Map((session?.profile.patients ?? []).map((patient) => [patient.id, patient])),
    [session],
  );
  const hospitals = useMemo(
    () =>
      new Map((organizations?.queryOrganization ?? []).map((organization) => [organization.id, organization.orgName])),
    [organizations],
  );
  const { expandPaymentId, filter } = request;
  const linkedFound =
    payments !== null && expandPaymentId !== null && payments.some((payment) => payment.id === expandPaymentId);

  // Focusing the linked card also scrolls it into view; once per link, not on every refetch.
  useEffect(() => {
    if (!linkedFound || focusedFor.current === expandPaymentId) return;
    focusedFor.current = expandPaymentId;
    focusTarget.current?.focus();
  }, [linkedFound, expandPaymentId]);

  return (
    <section className="page" aria-labelledby="payment-history-title">
      <Link className="back-link" to="/profiles">
        {t('payments.history.back')}
      </Link>
      <h1 id="payment-history-title" className="page__title">
        {PAYMENT_HISTORY_TEXT.title}
      </h1>
      {failedReturn ? <Notice tone="error">{PAYMENT_TEXT.problemHeading}</Notice> : null}
      {filter === null ? null : (
        <div className="payment-history__filter">
          <p className="page__lead">{filterLabel(filter)}</p>
          <Link to={PAYMENT_HISTORY_PATH}>{PAYMENT_HISTORY_TEXT.showAll}</Link>
        </div>
      )}
      {payments === null && fetching ? <p role="status">{PAYMENT_HISTORY_TEXT.loading}</p> : null}
      {payments === null && !fetching && error !== undefined ? (
        <>
          <Notice tone="error">{errorMessage(operationError(error))}</Notice>
          <button
            type="button"
            className="button button--primary"
            onClick={() => reexecute({ requestPolicy: 'network-only' })}
          >
            {PAYMENT_HISTORY_TEXT.retry}
          </button>
        </>
      ) : null}
      {payments !== null && expandPaymentId !== null && !linkedFound ? (
        <Notice tone="error">{PAYMENT_HISTORY_TEXT.paymentNotFound}</Notice>
      ) : null}
      {payments?.length === 0 ? <Notice tone="info">{PAYMENT_HISTORY_TEXT.empty}</Notice> : null}
      {payments === null || payments.length === 0 ? null : (
        <ul className="payment-list">
          {payments.map((payment) => {
            const linked = payment.id === expandPaymentId;
            return (
              <li key={payment.id}>
                <PaymentCard
                  payment={payment}
                  patientName={patientLabel(
                    payment.invoice === null ? undefined : patients.get(payment.invoice.patientId),
                  )}
                  hospitalName={hospitals.get(payment.organizationId) ?? notAvailable()}
                  expanded={toggled[payment.id] ?? linked}
                  onToggle={() =>
                    setToggled((current) => ({ ...current, [payment.id]: !(current[payment.id] ?? linked) }))
                  }
                  focusRef={linked ? focusTarget : undefined}
                />
              </li>
            );
          })}
        </ul>
      )}
      {failedReturn && !toastDismissed ? (
        <Toast tone="error" onDismiss={() => setToastDismissed(true)}>
          {PAYMENT_TEXT.failed}
        </Toast>
      ) : null}
    </section>
  );
}
