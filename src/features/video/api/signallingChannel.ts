import type { Client, CombinedError } from '@urql/core';
import type { CallSide } from '../../../../domain/videoCall';
import type { SignalKind, SignallingChannel } from '../transport/types';
import { readFragment } from '../../../lib/graphql/graphql';
import {
  SendVideoSignalMutation,
  VideoCommunicationChangedSubscription,
  VideoCommunicationFields,
  VideoSignalsSubscription,
} from '../graphql';
import { callErrorText } from './errorText';
import { createSendQueue } from './sendQueue';

/**
 * How long sends wait for the server to show us connected before going anyway: the presence confirmation is an
 * optimisation of the first hello, and a server that is slow to confirm must not keep the call silent.
 */
const LISTEN_CONFIRM_TIMEOUT_MS = 4000;

/**
 * The signalling and presence channel of one appointment's call over urql (sendVideoSignal, videoSignals).
 *
 * Mutations go over HTTP and subscriptions over the websocket, so a hello sent right after subscribing could reach
 * the other side, and its welcome come back, before the server has our subscription. Sends are therefore held
 * until the server records us connected (our own participant status in videoCommunicationChanged, which the
 * videoSignals subscription sets), or LISTEN_CONFIRM_TIMEOUT_MS have passed.
 */
export function createSignallingChannel(client: Client, appointmentId: string, side: CallSide): SignallingChannel {
  const queue = createSendQueue<{ kind: SignalKind; data: string }>(async ({ kind, data }) => {
    const result = await client
      .mutation(SendVideoSignalMutation, { appointmentId, kind, data }, { requestPolicy: 'network-only' })
      .toPromise();
    if (result.error) throw new Error(callErrorText(result.error), { cause: result.error });
  });
  return {
    send: (kind, data) => queue.push({ kind, data }),
    listen(onSignal, onError) {
      const signals = client.subscription(VideoSignalsSubscription, { appointmentId }).subscribe((result) => {
        if (result.error) {
          if (refusedForGood(result.error)) onError(callErrorText(result.error));
          return;
        }
        if (result.data) onSignal(result.data.videoSignals);
      });
      const timer = setTimeout(() => queue.open(), LISTEN_CONFIRM_TIMEOUT_MS);
      let confirmed = false;
      const confirmation = client
        .subscription(VideoCommunicationChangedSubscription, { appointmentId })
        .subscribe((result) => {
          const masked = result.data?.videoCommunicationChanged;
          if (confirmed || masked === undefined) return;
          const communication = readFragment(VideoCommunicationFields, masked);
          const own = side === 'patient' ? communication.patientStatus : communication.practitionerStatus;
          if (own !== 'connected') return;
          confirmed = true;
          clearTimeout(timer);
          queue.open();
          // Later, not now: this callback may run inside subscribe(), before `confirmation` is assigned.
          queueMicrotask(() => confirmation.unsubscribe());
        });
      return () => {
        clearTimeout(timer);
        confirmation.unsubscribe();
        signals.unsubscribe();
        // A last 'bye' queued before leaving still goes out.
        queue.open();
      };
    },
  };
}

/**
 * A GraphQL error is the server refusing the subscription (not this call's party, the window closed); a network
 * error alone is the socket dropping, and src/lib/client/socket.ts moves the subscription to the next socket.
 */
function refusedForGood(error: CombinedError): boolean {
  return error.graphQLErrors.length > 0;
}
