import type { Tenant } from '../tenants/schema';
import type { PresenceRegistry } from './live/presenceRegistry';
import type { ChatLive } from './modules/chat';
import type { SearchCache } from './modules/sessions';
import type { VideoConfig } from './modules/video';
import type { Db } from './db/connect';
import type { GrowingDelay } from './growingDelay';
import type { Logger } from './logger';
import type { ModuleHooks } from './moduleHooks';
import type { StaffCaller, StaffSignInDelays } from './modules/staff';
import type { PubSub } from './pubsub';
import type { RedisConnections } from './redis/connect';
import type { RateLimiter } from './rateLimit';
import type { SmsProvider } from './sms/provider';

/** The plain dependencies a server (or a test) chooses; buildServices (server/services.ts) adds the rest. */
export interface CoreServices {
  readonly db: Db;
  readonly tenant: Tenant;
  readonly logger: Logger;
  readonly sms: SmsProvider;
  readonly pubsub: PubSub;
  /** Milliseconds since the epoch; injectable so tests can move time. */
  readonly now: () => number;
  /** Key of the OTP code hashes (kept in server_secrets). */
  readonly otpKey: Buffer;
  /** initiateAuthentication calls per client address (clientKey) and hour; in Redis or the database, so a restart keeps them. */
  readonly codeRequests: RateLimiter;
  /** Wrong sign-in codes per client address: a growing delay after the free ones (domain/signInDelays.ts); kept like codeRequests. */
  readonly wrongCodes: GrowingDelay;
  /** Redis when REDIS_URL is set (several instances share pub/sub, presence, typing and rate limits), else null: this process alone. */
  readonly redis: RedisConnections | null;
  /** This instance's id (random per start): names its presence entries and its log lines. */
  readonly instanceId: string;
  /** How long quick pay's claim of a booking stands before recovery may release it (default CLAIM_LEASE_MS, server/modules/payments/claimLease.ts). */
  readonly paymentClaimLeaseMs?: number;
  /** Where patients reach the app ('https://care.example.lk', no trailing slash): the start of every link the server texts (server/http/publicUrl.ts). */
  readonly publicUrl: () => string;
}

/** The limits a server keeps besides sign-in's (CoreServices): built once by buildServices, never per request. */
interface ServerLimits {
  /** Messages per chat and author (server/modules/chat/sendLimit.ts). */
  readonly chatSends: RateLimiter;
  /** Image uploads per caller and hour (server/modules/blobs/uploadQuota.ts). */
  readonly uploads: RateLimiter;
  /** Recorded-run uploads per client address and minute (server/modules/runs/uploadLimit.ts). */
  readonly runUploads: RateLimiter;
  /** Card posts per card request in the sandbox gateway (server/sandbox/cardAttempts.ts). */
  readonly cardAttempts: RateLimiter;
  /** The staff sign-in's growing delays (server/modules/staff/signIn.ts). */
  readonly staffSignIn: StaffSignInDelays;
}

/** What every module works with; built once per server by buildServices (server/services.ts), never changed after. */
export interface Services extends CoreServices {
  /** Who is here (staff consoles, video call parties): in Redis when the instance has it, else in this process; one refresh timer serves both. */
  readonly presence: PresenceRegistry;
  /** Agent chat staff presence and typing flags (docs/decisions/0007-agent-chat.md). */
  readonly chatLive: ChatLive;
  /** Session searches from memory, listening for session changes from the start. */
  readonly searchCache: SearchCache;
  /** Twilio credentials and ICE servers of video calls. */
  readonly video: VideoConfig;
  /** The server's own limits, one each, shared by its instances through Redis (or kept in the database). */
  readonly limits: ServerLimits;
  /** Calls into modules above the caller, registered here so the caller does not import them (server/moduleHooks.ts). */
  readonly hooks: ModuleHooks;
}

/** The GraphQL context of one operation (HTTP request or websocket subscription). */
export interface RequestContext {
  readonly services: Services;
  readonly log: Logger;
  readonly correlationId: string;
  /** Rate-limit key of the caller's socket address (see clientKey). */
  readonly clientKey: string;
  /** The access token presented (HTTP Authorization header or websocket access_token), null when none. */
  readonly accessToken: string | null;
  /** The signed-in account's id; throws ARO-E1023 / E1022 / E1024. Checked once per operation. */
  readonly callerAccountId: () => Promise<string>;
  /** The signed-in staff member (a staff token in the same Authorization header); any token that is not a live staff token → ARO-E1022 (expired or revoked: ARO-E1024). */
  readonly callerStaff: () => Promise<StaffCaller>;
}

/** How an operation arrived: HTTP carries the token in the Authorization header, the websocket in its URL. */
type Transport =
  | { readonly kind: 'http' }
  | { readonly kind: 'ws'; readonly accessToken: string | null }
  /** A public catalogue query run outside the HTTP layer (server/graphql/publicQuery.ts): never any credentials. */
  | { readonly kind: 'public' };

/** Handed to Yoga by our HTTP handler and by the websocket server. */
export interface ServerContext {
  readonly correlationId: string;
  readonly transport: Transport;
  /** The TCP peer's address (req.socket.remoteAddress), never a header. */
  readonly remoteAddress: string | undefined;
}
