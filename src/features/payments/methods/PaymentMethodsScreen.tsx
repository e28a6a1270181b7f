import './paymentMethods.css';
import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import type { SnapshotFrom } from 'xstate';
import type { paymentMethodsMachine } from '../../../../machines/paymentMethods.machine';
import { useCallback, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useClient } from 'urql';
import { preferredPatient } from '../../../../domain/patient';
import { PAYMENT_METHODS_TEXT } from '../../../../machines/paymentMethods.types';
import { paymentMethodActors, type PaymentMethodActors } from '../api/paymentMethodActors';
import { useSession } from '../../../lib/session/session';
import { PaymentRedirect } from '../../../lib/payment/PaymentRedirect';
import type { RedirectEnvironment } from '../../../lib/payment/redirectTo';
import { Notice } from '../../../ui/Notice';
import { AddCardDialog } from './AddCardDialog';
import { CardList } from './CardList';
import { PAYMENT_METHODS_PATH, cardResultOf, withoutCardResult } from './cardReturn';
import { DeleteCardDialog } from './DeleteCardDialog';
import { PAYMENT_METHODS_UI } from './paymentMethodsText';
import { composePaymentMethods } from '../../../composition/paymentMethods';

export interface PaymentMethodsScreenProps {
  /** Test seams: the GraphQL-backed actors and the browser by default. */
  readonly actors?: PaymentMethodActors;
  readonly redirectEnvironment?: RedirectEnvironment;
}

/** What the screen shows of its machine: the context and the states it tells apart. */
const selectView = (snapshot: SnapshotFrom<typeof paymentMethodsMachine>) => ({
  context: snapshot.context,
  loading: snapshot.matches('loading'),
  loadFailed: snapshot.matches('loadFailed'),
  ready: snapshot.matches('ready'),
  settingDefault: snapshot.matches('settingDefault'),
  deleting: snapshot.matches('deleting'),
  empty: snapshot.matches('empty'),
  confirmingDelete: snapshot.matches('confirmingDelete'),
  adding: snapshot.matches('adding'),
  addingTokenising: snapshot.matches({ adding: 'tokenising' }),
  redirecting: snapshot.matches('redirecting'),
});

/**
 * /profiles/payment-methods[?cardResult=…]: the account's saved cards; make one the default, delete one after
 * confirming, add one through the gateway's tokenisation. What happens is the machine's; the page shows its
 * state and, when the machine says so, posts the signed form to the gateway.
 */
export function PaymentMethodsScreen({ actors, redirectEnvironment }: PaymentMethodsScreenProps): React.JSX.Element {
  const client = useClient();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { session } = useSession();
  const [logic] = useState(() =>
    composePaymentMethods({
      actors: actors ?? paymentMethodActors(client),
      actions: {
        // The machine decides when; the page only rewrites its own url (the first one, without the return).
        forgetCardResult: () => void navigate(withoutCardResult(params), { replace: true }),
      },
    }),
  );
  const actorRef = useActorRef(logic, {
    input: {
      holderName: preferredPatient(session?.profile.patients ?? [])?.given[0] ?? null,
      successUrl: PAYMENT_METHODS_PATH,
      failureUrl: PAYMENT_METHODS_PATH,
      cardResult: cardResultOf(params),
    },
  });
  const view = useSelector(actorRef, selectView, shallowEqual);
  // Stable for the actor's life: effects that list it run only when their other inputs change.
  const send = useCallback<typeof actorRef.send>((event) => actorRef.send(event), [actorRef]);
  const { context } = view;
  const chosen = context.cards.find((card) => card.id === context.chosenId);
  const listShown = !view.loading && !view.loadFailed;
  const busy = !view.ready;

  return (
    <section className="page" aria-labelledby="payment-methods-title">
      <Link className="back-link" to="/profiles">
        {PAYMENT_METHODS_UI.back}
      </Link>
      <h1 id="payment-methods-title" className="page__title">
        {PAYMENT_METHODS_UI.title}
      </h1>

      {context.notice === null ? null : (
        <div className="actions">
          <Notice tone={context.notice.tone}>{context.notice.text}</Notice>
          {listShown ? (
            <button
              type="button"
              className="button button--link button--small"
              aria-label={`${PAYMENT_METHODS_UI.dismiss}: ${context.notice.text}`}
              onClick={() => send({ type: 'DISMISS' })}
            >
              {PAYMENT_METHODS_UI.dismiss}
            </button>
          ) : null}
        </div>
      )}

      {view.loading ? <p role="status">{PAYMENT_METHODS_UI.loading}</p> : null}
      {view.loadFailed ? (
        <>
          <Notice tone="error">{context.loadError ?? PAYMENT_METHODS_TEXT.loadFailed}</Notice>
          <button type="button" className="button button--primary" onClick={() => send({ type: 'RETRY' })}>
            {PAYMENT_METHODS_UI.retry}
          </button>
        </>
      ) : null}

      {listShown ? (
        <>
          {context.cards.length === 0 ? (
            <Notice tone="info">{PAYMENT_METHODS_TEXT.empty}</Notice>
          ) : (
            <CardList
              cards={context.cards}
              addedId={context.addedId}
              busy={busy}
              onMakeDefault={(id) => send({ type: 'SET_DEFAULT', id })}
              onDelete={(id) => send({ type: 'DELETE', id })}
            />
          )}
          {view.settingDefault || view.deleting ? <p role="status">{PAYMENT_METHODS_UI.working}</p> : null}
          <button
            type="button"
            className="button button--primary"
            disabled={!(view.ready || view.empty)}
            onClick={() => send({ type: 'ADD' })}
          >
            {PAYMENT_METHODS_UI.addCard}
          </button>
        </>
      ) : null}

      {view.confirmingDelete && chosen !== undefined ? (
        <DeleteCardDialog
          card={chosen}
          onConfirm={() => send({ type: 'CONFIRM' })}
          onCancel={() => send({ type: 'CANCEL' })}
        />
      ) : null}
      {view.adding ? (
        <AddCardDialog
          entry={context.entry}
          error={context.entryError}
          busy={view.addingTokenising}
          onChange={(field, value) => send({ type: 'SET_FIELD', field, value })}
          onSubmit={() => send({ type: 'SUBMIT' })}
          onCancel={() => send({ type: 'CANCEL' })}
        />
      ) : null}
      {view.redirecting && context.redirect !== null ? (
        <PaymentRedirect
          redirect={context.redirect}
          environment={redirectEnvironment}
          onRefused={() => send({ type: 'REDIRECT_REFUSED' })}
        />
      ) : null}
    </section>
  );
}
