import type { Client } from 'urql';
// INTEGRATION: machines/videoCall.machine.ts (videoCallMachine) and src/video/actors.ts (videoCallActors) are written
// by the machine and transport helpers; this is the one place the patient's call UI imports them. It is loaded only
// by the lazy CallHost, so none of it is on the chat home's first JS.
import { videoCallMachine } from '../../machines/videoCall.machine';
import { videoCallActors } from './actors';

/** The video-call machine with the app's actors (GraphQL, getUserMedia, the transports). */
// eslint-disable-next-line @typescript-eslint/explicit-module-boundary-types -- the machine's own type, long and exact
export const callLogic = (client: Client) => videoCallMachine.provide({ actors: videoCallActors(client) });
