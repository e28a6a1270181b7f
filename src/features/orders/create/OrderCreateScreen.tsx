import './orderCreate.css';
import { t } from '../../../../i18n/translate';
import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import type { SnapshotFrom } from 'xstate';
import type { orderCreateMachine } from '../../../../machines/orderCreate.machine';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useClient } from 'urql';
import { addDays, sevenDayPicker, startOfDay } from '../../../../domain/days';
import {
  addressLine,
  categoryOfPath,
  defaultRequestedSlot,
  needsRequestedTime,
  offersHomecare,
  orderCreateText,
  orderCreateTitle,
  requestBlockText,
  requestBlock,
  uploadFailureTexts,
  uploadStepText,
  usesCatalogue,
} from '../../../../domain/orderCreate';
import type { OrderCategory, OrderInitiatedFor } from '../../../../domain/orderStatus';
import { requestFacts, type OrderCreateInput } from '../../../../machines/orderCreate.machine';
import type { Patient } from '../../../../machines/types';
import { useSession } from '../../../lib/session/session';
import { tenant } from '../../../config/tenant';
import { PatientChooser } from '../../../ui/PatientChooser';
import { patientOfView } from '../../../ui/patients';
import { ChoiceButtons } from '../../../ui/ChoiceButtons';
import { Notice } from '../../../ui/Notice';
import { NotAvailableYet } from '../../../ui/NotAvailableYet';
import { orderCreateActors, orderCreateApi, orderUploadSteps, type OrderCreateActors } from '../api/orderCreateActors';
import { orderViewRoute } from '../history/orderRow';
import { AddressEditModal } from './AddressEditModal';
import { AttachModal } from './AttachModal';
import { CataloguePicker } from './CataloguePicker';
import { DatePicker } from './DatePicker';
import { ImageViewer } from './ImageViewer';
import { composeOrderCreate } from '../../../composition/orderCreate';

/** The tenant's switch of each category (spec 001 §6). */
const FEATURE_OF = {
  Medication: 'medicationOrder',
  Examination: 'examinationOrder',
  Procedure: 'procedureOrder',
  Finance: 'encounterOrder',
} as const satisfies Record<OrderCategory, string>;

/** Where the service happens, as the place picker words it (a lab test's is where the sample is collected). */
function placeLabel(category: OrderCategory, place: OrderInitiatedFor): string {
  const text = orderCreateText();
  if (category === 'Examination')
    return place === 'homecare' ? text.homeSampleCollection : text.hospitalSampleCollection;
  return place === 'homecare' ? text.homecare : text.hospitalVisit;
}
const PLACES = ['appointment', 'homecare'] as const;

export interface OrderCreateFormProps {
  readonly input: OrderCreateInput;
  readonly actors: OrderCreateActors;
  readonly patients: readonly Patient[];
  /** Where 'Add new profile' in the profile modal comes back to. */
  readonly back: string;
  readonly onCreated: (orderId: string) => void;
}

/** What the screen shows of its machine: the context and the states it tells apart. */
const selectView = (snapshot: SnapshotFrom<typeof orderCreateMachine>) => ({
  context: snapshot.context,
  /** The order made (the machine's output once done). */
  created: snapshot.status === 'done' ? snapshot.output.orderId : null,
  requesting: snapshot.matches('requesting'),
  fillingCatalogueLoading: snapshot.matches({ filling: { catalogue: 'loading' } }),
  fillingCatalogueFailed: snapshot.matches({ filling: { catalogue: 'failed' } }),
  fillingFormAddress: snapshot.matches({ filling: { form: 'address' } }),
  fillingFormChoosingPatient: snapshot.matches({ filling: { form: 'choosingPatient' } }),
});

/**
 * The create-order form over orderCreateMachine (spec 001 §2): attachments with their upload steps, hospital
 * visit or homecare, the address modal, tests or procedures, the collection or visit day and time, and Request
 * (disabled for the reason shown under it).
 */
export function OrderCreateForm({ input, actors, patients, back, onCreated }: OrderCreateFormProps): React.JSX.Element {
  const [logic] = useState(() => composeOrderCreate({ actors }));
  const actorRef = useActorRef(logic, { input });
  const view = useSelector(actorRef, selectView, shallowEqual);
  // Stable for the actor's life: effects that list it run only when their other inputs change.
  const send = useCallback<typeof actorRef.send>((event) => actorRef.send(event), [actorRef]);
  const [attaching, setAttaching] = useState(false);
  const [viewing, setViewing] = useState<string | null>(null);
  const { context } = view;
  const days = useMemo(() => sevenDayPicker(input.today), [input.today]);
  const block = requestBlock(requestFacts(context));
  const requesting = view.requesting;
  const failedKinds = context.attachments.filter((entry) => entry.step === 'failed').map((entry) => entry.kind);
  const viewed = context.attachments.find((entry) => entry.key === viewing);
  const category = context.category;

  useEffect(() => {
    if (view.created !== null) onCreated(view.created);
  }, [view.created, onCreated]);

  return (
    <>
      <section className="card" aria-labelledby="attachments-title">
        <h2 id="attachments-title" className="section-title">
          {t('documents.prescription')}
        </h2>
        {context.attachments.length === 0 ? null : (
          <ul className="order-create__attachments" aria-label={orderCreateText().attachments}>
            {context.attachments.map((entry) => (
              <li key={entry.key} className="order-create__attachment">
                {entry.kind === 'image' ? (
                  <button type="button" className="button button--link" onClick={() => setViewing(entry.key)}>
                    {entry.name}
                  </button>
                ) : (
                  <span>{entry.name}</span>
                )}
                <span className="order-create__step" role="status">
                  {uploadStepText(entry.step)}
                </span>
                {entry.step === 'uploading' || entry.step === 'documenting' ? null : (
                  <button
                    type="button"
                    className="button button--link"
                    aria-label={`Remove ${entry.name}`}
                    onClick={() => send({ type: 'REMOVE', key: entry.key })}
                  >
                    Remove
                  </button>
                )}
              </li>
            ))}
          </ul>
        )}
        {context.refusal === null ? null : <Notice tone="error">{context.refusal}</Notice>}
        {failedKinds.length === 0 ? null : (
          <Notice tone="error">
            {uploadFailureTexts(failedKinds).join(' ')}{' '}
            <button type="button" className="button button--link" onClick={() => send({ type: 'RETRY_UPLOADS' })}>
              Retry
            </button>
          </Notice>
        )}
        <button
          type="button"
          className="button button--secondary"
          disabled={requesting}
          onClick={() => setAttaching(true)}
        >
          {orderCreateText().attach}
        </button>
      </section>

      {usesCatalogue(category) ? (
        <section className="card">
          {view.fillingCatalogueLoading ? <p role="status">{orderCreateText().loading}</p> : null}
          {view.fillingCatalogueFailed ? (
            <Notice tone="error">
              {orderCreateText().catalogueFailed}{' '}
              <button type="button" className="button button--link" onClick={() => send({ type: 'RETRY_CATALOGUE' })}>
                Retry
              </button>
            </Notice>
          ) : null}
          {context.catalogue === null ? null : (
            <CataloguePicker
              label={category === 'Examination' ? orderCreateText().tests : orderCreateText().procedures}
              entries={context.catalogue}
              chosen={context.chosenCodes}
              filter={context.filter}
              onFilter={(query) => send({ type: 'FILTER', query })}
              onToggle={(code) => send({ type: 'TOGGLE_CODE', code })}
            />
          )}
        </section>
      ) : null}

      {offersHomecare(category) ? (
        <section className="card">
          <ChoiceButtons
            label={category === 'Examination' ? orderCreateText().sampleCollection : orderCreateText().where}
            options={PLACES}
            value={context.initiatedFor}
            labelOf={(place) => placeLabel(category, place)}
            onChoose={(initiatedFor) => send({ type: 'SET_INITIATED_FOR', initiatedFor })}
            disabled={requesting}
          />
          {context.initiatedFor === 'homecare' ? (
            <div className="order-create__address-line">
              <p>{addressLine(context.address) || orderCreateText().noAddress}</p>
              <button
                type="button"
                className="button button--secondary"
                disabled={requesting}
                onClick={() => send({ type: 'EDIT_ADDRESS' })}
              >
                {orderCreateText().editAddress}
              </button>
            </div>
          ) : null}
        </section>
      ) : null}

      {needsRequestedTime(category) ? (
        <section className="card">
          <DatePicker
            label={category === 'Examination' ? orderCreateText().collectionDate : orderCreateText().visitTime}
            days={days}
            dayStart={context.dayStart}
            time={context.time}
            onDay={(dayStart) => send({ type: 'PICK_DAY', dayStart })}
            onTime={(time) => send({ type: 'PICK_TIME', time })}
          />
        </section>
      ) : null}

      {context.error === null ? null : <Notice tone="error">{context.error}</Notice>}
      {requesting ? <p role="status">{orderCreateText().requesting}</p> : null}
      <button
        type="button"
        className="button button--primary"
        disabled={block !== null || requesting}
        onClick={() => send({ type: 'REQUEST' })}
      >
        {orderCreateText().request}
      </button>
      {block === null ? null : <p className="order-create__hint">{requestBlockText(block)}</p>}

      {attaching ? (
        <AttachModal
          onAttach={(kind, files) => send({ type: 'ATTACH', kind, files })}
          onClose={() => setAttaching(false)}
        />
      ) : null}
      {viewed === undefined ? null : (
        <ImageViewer name={viewed.name} file={viewed.file} onClose={() => setViewing(null)} />
      )}
      {view.fillingFormAddress ? (
        <AddressEditModal
          saved={context.address}
          draft={context.addressDraft}
          onField={(field, value) => send({ type: 'ADDRESS_FIELD', field, value })}
          onUpdate={() => send({ type: 'SAVE_ADDRESS' })}
          onCancel={() => send({ type: 'CANCEL' })}
        />
      ) : null}
      {view.fillingFormChoosingPatient ? (
        <PatientChooser
          patients={patients}
          back={back}
          onPick={(patientId) => send({ type: 'PICK_PATIENT', patientId })}
          onCancel={() => send({ type: 'CANCEL' })}
        />
      ) : null}
    </>
  );
}

export interface OrderCreateScreenProps {
  /** The machine's actors; the GraphQL ones by default (component tests pass fakes). */
  readonly actors?: OrderCreateActors;
  /** The order id to create with; a fresh UUID by default (tests fix it). */
  readonly orderId?: string;
}

/**
 * /order/create/{category} (spec 001 §2): Medication, Examination, Procedure or Finance (Admission), at the
 * tenant's default hospital for that category, for the profile being viewed (the profile modal asks when
 * none is). On success the order view opens with 'Your request send to hospital.'.
 */
export function OrderCreateScreen({ actors, orderId }: OrderCreateScreenProps): React.JSX.Element {
  const { category: param } = useParams();
  const category = categoryOfPath(param);
  const client = useClient();
  const navigate = useNavigate();
  const { session, relationshipView } = useSession();
  const token = session?.accessToken ?? null;
  const patients = useMemo(() => session?.profile.patients ?? [], [session]);
  const organizationId = category === null ? '' : tenant.defaultOrganizations[FEATURE_OF[category]];
  const [made] = useState(() => {
    const now = Date.now();
    const today = startOfDay(now);
    // Minutes since the day's midnight (the clock the picker's times are read on), so the first slot is never past.
    const sinceMidnight = Math.floor((now - today) / 60_000);
    const firstSlot = defaultRequestedSlot(today, addDays(now, 1), {
      hours: Math.floor(sinceMidnight / 60),
      minutes: sinceMidnight % 60,
    });
    return { orderId: orderId ?? crypto.randomUUID(), today, firstSlot };
  });
  const provided = useMemo(() => {
    if (actors !== undefined) return actors;
    const options = { accessToken: () => token, hospitalId: () => organizationId };
    return orderCreateActors(orderUploadSteps(client, options), orderCreateApi(client, options));
  }, [actors, client, token, organizationId]);
  const onCreated = useMemo(
    () => (id: string) =>
      void navigate(orderViewRoute(id), { replace: true, state: { notice: orderCreateText().created } }),
    [navigate],
  );

  if (category === null || !tenant.features[FEATURE_OF[category]].enabled)
    return <NotAvailableYet title={orderCreateText().newOrder} />;
  return (
    <section className="page order-create" aria-labelledby="order-create-title">
      <h1 id="order-create-title" className="page__title">
        {orderCreateTitle(category)}
      </h1>
      <OrderCreateForm
        key={category}
        input={{
          category,
          organizationId,
          patientId: patientOfView(patients, relationshipView)?.id ?? null,
          orderId: made.orderId,
          today: made.today,
          firstSlot: made.firstSlot,
        }}
        actors={provided}
        patients={patients}
        back={`/order/create/${category}`}
        onCreated={onCreated}
      />
    </section>
  );
}
