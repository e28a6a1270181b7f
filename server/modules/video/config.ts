import type { Services } from '../../context';

/** Twilio credentials (environment only, never a tenant file): an API key signs the access tokens. */
export interface TwilioCredentials {
  readonly accountSid: string;
  readonly apiKeySid: string;
  readonly apiKeySecret: string;
}

/** An ICE server handed to the browsers of a peer-to-peer call (server/schema.graphql IceServer). */
export interface IceServerConfig {
  readonly urls: readonly string[];
  readonly username?: string;
  readonly credential?: string;
}

/** How this server runs calls: through Twilio when it has credentials, peer to peer otherwise. */
export interface VideoConfig {
  readonly twilio: TwilioCredentials | null;
  readonly iceServers: readonly IceServerConfig[];
}

export const P2P_WITHOUT_ICE: VideoConfig = { twilio: null, iceServers: [] };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const optionalString = (value: unknown): value is string | undefined =>
  value === undefined || typeof value === 'string';

/** VIDEO_ICE_SERVERS: a JSON array of {urls (a string or strings), username?, credential?}; throws a message naming what is wrong. */
export function parseIceServers(text: string | undefined): IceServerConfig[] {
  if (text === undefined || text.trim() === '') return [];
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new Error('VIDEO_ICE_SERVERS must be JSON: an array of {"urls": ..., "username"?: ..., "credential"?: ...}');
  }
  if (!Array.isArray(value)) throw new Error('VIDEO_ICE_SERVERS must be a JSON array of ICE servers');
  return value.map((entry: unknown, index) => {
    const urls: unknown = isRecord(entry) ? entry.urls : undefined;
    const list = typeof urls === 'string' ? [urls] : urls;
    const valid =
      Array.isArray(list) &&
      list.length > 0 &&
      list.every((url) => typeof url === 'string' && /^(stun|stuns|turn|turns):/.test(url));
    if (!isRecord(entry) || !valid || !optionalString(entry.username) || !optionalString(entry.credential)) {
      throw new Error(
        `VIDEO_ICE_SERVERS entry ${index} must be {"urls": "stun:…" | "turn:…" (or an array of them), "username"?: string, "credential"?: string}`,
      );
    }
    return {
      urls: list as string[],
      ...(entry.username === undefined ? {} : { username: entry.username }),
      ...(entry.credential === undefined ? {} : { credential: entry.credential }),
    };
  });
}

/**
 * The video settings of the environment: Twilio when TWILIO_ACCOUNT_SID, TWILIO_API_KEY_SID and TWILIO_API_KEY_SECRET
 * are all set (only some of them is a mistake, refused), and VIDEO_ICE_SERVERS. Throws so the server refuses to start.
 */
export function videoConfigFromEnv(env: Readonly<Record<string, string | undefined>>): VideoConfig {
  const given = (name: string): string | undefined => {
    const value = env[name]?.trim();
    return value === undefined || value === '' ? undefined : value;
  };
  const accountSid = given('TWILIO_ACCOUNT_SID');
  const apiKeySid = given('TWILIO_API_KEY_SID');
  const apiKeySecret = given('TWILIO_API_KEY_SECRET');
  const set = [accountSid, apiKeySid, apiKeySecret].filter((value) => value !== undefined).length;
  if (set > 0 && set < 3)
    throw new Error(
      'Twilio video needs all of TWILIO_ACCOUNT_SID, TWILIO_API_KEY_SID and TWILIO_API_KEY_SECRET (or none, for peer-to-peer calls)',
    );
  const twilio =
    accountSid !== undefined && apiKeySid !== undefined && apiKeySecret !== undefined
      ? { accountSid, apiKeySid, apiKeySecret }
      : null;
  return { twilio, iceServers: parseIceServers(env.VIDEO_ICE_SERVERS) };
}

/** The server's video settings (StartOptions.video or the environment; peer to peer without ICE servers by default). */
export const videoConfigOf = (services: Services): VideoConfig => services.video;
