import type { AnyStateMachine } from 'xstate';
import type { LeafActors } from './api';
import { assistantMachine } from './assistant.machine';
import {
  composeAuth,
  composeBooking,
  composeCancel,
  composeLabReports,
  composeRefund,
  composeRegistration,
  type FlowActions,
} from './composeMachines';
import type { FlowId } from './catalogue';

/**
 * The one recipe that gives the flows their leaf actors (the API calls). The app passes GraphQL
 * actors; replays pass deterministic ones that answer with recorded results. Keeping it in one place
 * means a replay runs exactly the machines the patient ran.
 */

/** The leaf actors by their old name (tests/inspector's live harness still says FlowApi). */
export type FlowApi = LeafActors;

/** The chat assistant with its children (auth, registration, booking, cancel, refund, orders, lab reports) wired to these leaf actors. */
export function composeAssistant(api: LeafActors, actions: FlowActions = {}): typeof assistantMachine {
  return assistantMachine.provide({
    actors: {
      ...api,
      auth: composeAuth(api, actions),
      registration: composeRegistration(api, actions),
      booking: composeBooking(api),
      cancelFlow: composeCancel(api),
      refundFlow: composeRefund(api),
      labReports: composeLabReports(api),
    },
  });
}

/** The root machine of a flow, composed with these leaf actors. */
export function composeFlow(flow: FlowId, api: LeafActors): AnyStateMachine {
  switch (flow) {
    case 'assistant':
      return composeAssistant(api);
    case 'auth':
      return composeAuth(api);
    case 'registration':
      return composeRegistration(api);
  }
}
