import type { Client } from 'urql';
// The one place the call screens (the patient's CallHost, the doctor's DoctorCall) import the machine and its
// actors. Both load lazily, so none of it is on the chat home's first JS.
import { videoCallActors } from './actors';
import { composeVideoCall } from '../../composition/videoCall';

/** The video-call machine with the app's actors (GraphQL, getUserMedia, the transports). */
// eslint-disable-next-line @typescript-eslint/explicit-module-boundary-types -- the machine's own type, long and exact
export const callLogic = (client: Client) => composeVideoCall({ actors: videoCallActors(client) });
