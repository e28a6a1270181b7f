import '../../../ui/booking.css';
import './orderView.css';
import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import type { SnapshotFrom } from 'xstate';
import type { OrderView, orderViewMachine } from '../../../../machines/orderView.machine';
import { Fragment, useCallback, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useClient } from 'urql';
import { addressLine } from '../../../../domain/orderCreate';
import { t } from '../../../../i18n/translate';
import { PAYMENT_TEXT } from '../../../../domain/payment';
import {
  orderLoadingText,
  isAtReport,
  isOrderOver,
  orderTracker,
  requestAnotherLabel,
} from '../../../../domain/orderTracker';
import { patientLabTestsRoute } from '../../../../flows/reports/labReport';
import {
  awaitsPayment,
  canChooseCash,
  canEditOrder,
  canRateOrder,
  canReply,
} from '../../../../machines/orderView.machine';
import { fetchBlobObjectUrl } from '../../../lib/imageUpload';
import { useSession } from '../../../lib/session/session';
import { tenant } from '../../../config/tenant';
import { unclassifiedOrderPatient, withPatient } from '../../../lib/accountPatients';
import type { RelationshipPrompt } from '../../../lib/relationshipPrompt';
import type { RedirectEnvironment } from '../../../lib/payment/redirectTo';
import { CallHospital } from '../../../ui/cards/CallHospital';
import { Notice } from '../../../ui/Notice';
import { Toast } from '../../../ui/Toast';
import { orderViewActors, type OrderViewActors } from '../api/orderViewActors';
import { composeOrderView } from '../../../composition/orderView';
import { AddressEditModal } from './AddressEditModal';
import { ChangeRequestDialog } from './ChangeRequestDialog';
import { OrderHeader } from './OrderHeader';
import { OrderNotes } from './OrderNotes';
import { orderPaymentOptionsOf } from './orderOptions';
import { OrderPayment } from './OrderPayment';
import { OrderRating } from './OrderRating';
import { OrderReply } from './OrderReply';
import { OrderTracker } from './OrderTracker';
import { orderViewText, requestAnotherRoute } from './orderViewText';

export interface OrderViewScreenProps {
  /** The machine's actors; the GraphQL ones by default (component tests pass fakes). */
  readonly actors?: OrderViewActors;
  readonly redirectEnvironment?: RedirectEnvironment;
  /** What other features show on the page, passed by src/app/routes/OrderViewRoute.tsx. */
  readonly slots: OrderViewSlots;
}

/** The parts of other features the order's page shows: its documents' viewer, the relationship modal. */
interface OrderViewSlots {
  readonly documents: (props: OrderDocumentsProps) => React.ReactNode;
  readonly relationshipPrompt: RelationshipPrompt;
}

/** The order's documents as the viewer shows them: each opens through loadFile (a blob fetched with the login). */
interface OrderDocumentsProps {
  readonly documents: OrderView['documents'];
  readonly patientName: string;
  readonly loadFile: (url: string) => Promise<string>;
}

/** What the screen shows of its machine: the context and the states it tells apart. */
const selectView = (snapshot: SnapshotFrom<typeof orderViewMachine>) => ({
  context: snapshot.context,
  loading: snapshot.matches('loading'),
  denied: snapshot.matches('denied'),
  failed: snapshot.matches('failed'),
  shownEditIdle: snapshot.matches({ shown: { edit: 'idle' } }),
  shownPaymentPaying: snapshot.matches({ shown: { payment: 'paying' } }),
  shownPaymentRedirecting: snapshot.matches({ shown: { payment: 'redirecting' } }),
  shownPaymentInvoiced: snapshot.matches({ shown: { payment: 'invoiced' } }),
  shownEditConfirmingChange: snapshot.matches({ shown: { edit: 'confirmingChange' } }),
  shownEditChanging: snapshot.matches({ shown: { edit: 'changing' } }),
  shownEditEditingAddress: snapshot.matches({ shown: { edit: 'editingAddress' } }),
  shownEditSavingAddress: snapshot.matches({ shown: { edit: 'savingAddress' } }),
});

/** /order/view?orderId=…[&paymentStatus=Success]: keyed by the order, so another order starts afresh. */
export function OrderViewScreen(props: OrderViewScreenProps): React.JSX.Element {
  const [params] = useSearchParams();
  return <OrderViewPage key={params.get('orderId') ?? ''} {...props} />;
}

function OrderViewPage({ actors, redirectEnvironment, slots }: OrderViewScreenProps): React.JSX.Element {
  const client = useClient();
  const { session, updateProfile } = useSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const orderId = params.get('orderId') ?? '';
  const [logic] = useState(() =>
    composeOrderView({
      actors: { ...(actors ?? orderViewActors(client)) },
      actions: {
        deny: () => void navigate('/accessDenied', { replace: true }),
        forgetPaymentReturn: () =>
          void navigate(`/order/view?orderId=${encodeURIComponent(orderId)}`, { replace: true }),
      },
    }),
  );
  const actorRef = useActorRef(logic, {
    input: {
      orderId,
      options: orderPaymentOptionsOf(tenant),
      paymentSuccess: params.get('paymentStatus') === 'Success',
    },
  });
  const view = useSelector(actorRef, selectView, shallowEqual);
  // Stable for the actor's life: effects that list it run only when their other inputs change.
  const send = useCallback<typeof actorRef.send>((event) => actorRef.send(event), [actorRef]);
  // The create screen arrives with 'Your request send to hospital.' in the history state: shown once as a toast.
  const location = useLocation();
  const [arrivalNotice, setArrivalNotice] = useState(() => noticeOf(location.state));
  // Back from a declined payment: the order is still unpaid, so its pay buttons are the way forward.
  const [failedReturn] = useState(() => params.get('paymentStatus') === 'Failure');
  const [relationshipDismissed, setRelationshipDismissed] = useState(false);
  const token = session?.accessToken ?? null;
  const loadFile = useCallback(
    (url: string) =>
      token === null ? Promise.reject(new Error(t('documents.unableToLoad'))) : fetchBlobObjectUrl(url, token),
    [token],
  );
  const { context } = view;
  const { order } = context;

  if (view.loading || view.denied) {
    return (
      <section className="page page--centered">
        <p role="status">{orderLoadingText()}</p>
      </section>
    );
  }
  if (view.failed || order === null) {
    return (
      <section className="page page--centered">
        <Notice tone="error">{context.error ?? orderViewText().failed}</Notice>
        <button type="button" className="button button--primary" onClick={() => send({ type: 'RETRY' })}>
          {orderViewText().retry}
        </button>
      </section>
    );
  }

  const tracker = orderTracker({ ...order, documentCount: order.documents.length }, order.hospitalName);
  const editIdle = view.shownEditIdle;
  const paying = view.shownPaymentPaying || view.shownPaymentRedirecting;
  const editable = canEditOrder(order);
  const over = isOrderOver(tracker);
  const homecare = order.serviceRequestInitiatedFor === 'homecare';
  const address = addressLine(order);
  const { editError } = context;
  // Spec 001 §5: an order for a profile with no relationship asks who it is, 5 s after the view opens.
  const unclassified =
    relationshipDismissed || session === null ? null : unclassifiedOrderPatient(order, session.profile.patients);
  return (
    <section className="page order-view" aria-labelledby="order-title">
      <OrderHeader order={order} />
      <OrderTracker tracker={tracker} />
      {isAtReport(tracker) ? (
        <p className="actions">
          <Link className="button button--secondary" to={patientLabTestsRoute(order.patientId)}>
            {orderViewText().viewResults}
          </Link>
        </p>
      ) : null}
      {over ? (
        <div className="actions">
          <Link className="button button--primary" to={requestAnotherRoute(order.category, tenant.uxFlow)}>
            {requestAnotherLabel(order)}
          </Link>
        </div>
      ) : null}
      {order.orderDetail.length === 0 ? null : (
        <section className="card" aria-label={orderViewText().items}>
          <h2>{orderViewText().items}</h2>
          <ul>
            {order.orderDetail.map((detail) => (
              <li key={detail.code}>{detail.display}</li>
            ))}
          </ul>
        </section>
      )}
      {homecare ? (
        <section className="card" aria-label={orderViewText().address}>
          <h2>{orderViewText().address}</h2>
          <p>{address === '' ? orderViewText().noAddress : address}</p>
          {editable ? (
            <button
              type="button"
              className="button button--secondary button--small"
              disabled={!editIdle}
              onClick={() => send({ type: 'EDIT_ADDRESS' })}
            >
              {orderViewText().editAddress}
            </button>
          ) : null}
        </section>
      ) : null}
      {failedReturn && awaitsPayment(order) ? <Notice tone="error">{PAYMENT_TEXT.failed}</Notice> : null}
      <OrderPayment
        order={order}
        context={context}
        options={context.options[order.category]}
        paying={paying}
        busy={!view.shownPaymentInvoiced || !editIdle}
        awaitsPayment={awaitsPayment(order)}
        cashOffered={canChooseCash(context)}
        onPay={(gatewayType) => send({ type: 'PAY', gatewayType })}
        onCash={() => send({ type: 'CHOOSE_CASH' })}
        onRetryInvoice={() => send({ type: 'RETRY_INVOICE' })}
        onRedirectRefused={() => send({ type: 'REDIRECT_FAILED' })}
        redirectEnvironment={redirectEnvironment}
      />
      {order.documents.length === 0 ? null : (
        <section className="card documents" aria-label={orderViewText().documents}>
          <h2>{orderViewText().documents}</h2>
          {slots.documents({ documents: order.documents, patientName: order.patientName, loadFile })}
        </section>
      )}
      <OrderNotes notes={order.note} />
      {editError !== null && editIdle ? <Notice tone="error">{editError}</Notice> : null}
      {over ? null : (
        <OrderReply
          text={context.reply}
          canSend={canReply(context) && editIdle}
          onType={(text) => send({ type: 'REPLY_TYPED', text })}
          onSend={() => send({ type: 'SEND_REPLY' })}
        />
      )}
      <OrderRating
        rated={order.feedbackRating}
        open={canRateOrder(order, context.now)}
        busy={!editIdle}
        onRate={(rating) => send({ type: 'RATE', rating })}
      />
      <div className="actions">
        {editable ? (
          <button
            type="button"
            className="button button--secondary"
            disabled={!editIdle}
            onClick={() => send({ type: 'REQUEST_CHANGE' })}
          >
            {homecare ? orderViewText().toHospital : orderViewText().toHome}
          </button>
        ) : null}
      </div>
      {/* The order's own hospital only (issue 29: every hospital of the network was offered). */}
      <CallHospital
        hospitals={
          order.hospitalPhone.trim() === '' ? undefined : [{ label: order.hospitalName, number: order.hospitalPhone }]
        }
      />
      {view.shownEditConfirmingChange || view.shownEditChanging ? (
        <ChangeRequestDialog
          toHome={!homecare}
          address={order}
          busy={view.shownEditChanging}
          error={editError}
          onConfirm={(address) => send(address === undefined ? { type: 'CONFIRM' } : { type: 'CONFIRM', address })}
          onCancel={() => send({ type: 'CANCEL' })}
        />
      ) : null}
      {view.shownEditEditingAddress || view.shownEditSavingAddress ? (
        <AddressEditModal
          address={order}
          busy={view.shownEditSavingAddress}
          error={editError}
          onSave={(edited) => send({ type: 'SAVE_ADDRESS', address: edited })}
          onCancel={() => send({ type: 'CANCEL' })}
        />
      ) : null}
      {arrivalNotice === null ? null : (
        <Toast tone="success" onDismiss={() => setArrivalNotice(null)}>
          {arrivalNotice}
        </Toast>
      )}
      {session === null || unclassified === null ? null : (
        // Keyed by the patient, as the modal was: another unclassified patient starts it afresh.
        <Fragment key={unclassified.id}>
          {slots.relationshipPrompt({
            patient: unclassified,
            patients: session.profile.patients,
            onUpdated: (patient) => updateProfile(withPatient(session.profile, patient)),
            onClose: () => setRelationshipDismissed(true),
          })}
        </Fragment>
      )}
      {context.paidToast ? (
        <Toast tone="success" onDismiss={() => send({ type: 'DISMISS_TOAST' })}>
          {PAYMENT_TEXT.success}
        </Toast>
      ) : null}
    </section>
  );
}

/** The notice another screen passed in the navigation state, if it is one. */
function noticeOf(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('notice' in state)) return null;
  return typeof state.notice === 'string' ? state.notice : null;
}
