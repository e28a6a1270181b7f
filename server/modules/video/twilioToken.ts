import { createHmac } from 'node:crypto';
import type { Services } from '../../context';
import { apiError } from '../../graphql/apiError';
import { assertJoinable, callOfParty, windowOf } from './access';
import type { VideoCaller } from './caller';
import { latestCommunication } from './communicationStore';
import { videoConfigOf, type TwilioCredentials } from './config';

/** A Twilio access token lives an hour at most, and never past the call's join window. */
const TWILIO_TOKEN_TTL_SECONDS = 60 * 60;

const base64url = (value: string | Buffer): string => Buffer.from(value).toString('base64url');

/**
 * A Twilio access token with a video grant (what twilio's jwt.AccessToken makes): an HS256 JWT signed with the API
 * key's secret, so it is minted here without the twilio package or any network. The secret never leaves the server
 * but as this signature.
 */
function mintTwilioToken(input: {
  credentials: TwilioCredentials;
  identity: string;
  room: string;
  now: number;
  notAfter: number;
}): string {
  const nowSec = Math.floor(input.now / 1000);
  const exp = Math.min(nowSec + TWILIO_TOKEN_TTL_SECONDS, Math.floor(input.notAfter / 1000));
  const header = { alg: 'HS256', typ: 'JWT', cty: 'twilio-fpa;v=1' };
  const payload = {
    jti: `${input.credentials.apiKeySid}-${nowSec}`,
    iss: input.credentials.apiKeySid,
    sub: input.credentials.accountSid,
    iat: nowSec,
    nbf: nowSec,
    exp,
    grants: { identity: input.identity, video: { room: input.room } },
  };
  const signed = `${base64url(JSON.stringify(header))}.${base64url(JSON.stringify(payload))}`;
  const signature = createHmac('sha256', input.credentials.apiKeySecret).update(signed).digest('base64url');
  return `${signed}.${signature}`;
}

/**
 * createTwilioToken: only a party of a joinable call (ARO-E1092/E1091/E1090 as videoCall), only when this server has
 * Twilio credentials, and only for the appointment's own room (ARO-E1093 otherwise). The identity is the caller's
 * participant reference, so Twilio's participants name the patient and the doctor as the app does.
 */
export async function createTwilioToken(
  services: Services,
  caller: VideoCaller,
  appointmentId: string,
  roomSid: string,
): Promise<string> {
  const now = services.now();
  const call = await callOfParty(services.db, caller, appointmentId);
  assertJoinable(call, now);
  const { twilio } = videoConfigOf(services);
  if (twilio === null) throw apiError('ARO-E1093', 'This server has no Twilio credentials.');
  const communication = await latestCommunication(services.db, appointmentId);
  if (communication === undefined || communication.roomId !== roomSid) throw apiError('ARO-E1093');
  return mintTwilioToken({
    credentials: twilio,
    identity: call.participantReference,
    room: communication.roomId,
    now,
    notAfter: windowOf(call).closesAt,
  });
}
