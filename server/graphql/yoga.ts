import { createYoga, type YogaServerInstance } from 'graphql-yoga';
import type { RequestContext, ServerContext, Services } from '../context';
import { isErrorLike, type Logger } from '../logger';
import { accountOfToken, bearerToken } from '../modules/auth';
import { staffOfToken, type StaffCaller } from '../modules/staff';
import { clientKey } from '../rateLimit';
import { useDocumentLimits } from './documentLimits';
import { useEndRevokedSubscriptions } from './endRevokedSubscriptions';
import { buildSchema } from './schema';
import { useStorableText } from './storableText';

export type Yoga = YogaServerInstance<ServerContext, RequestContext>;

function requestContext(
  services: Services,
  correlationId: string,
  accessToken: string | null,
  remoteAddress: string | undefined,
): RequestContext {
  let caller: Promise<string> | null = null;
  let staff: Promise<StaffCaller> | null = null;
  return {
    services,
    correlationId,
    clientKey: clientKey(remoteAddress),
    accessToken,
    log: services.logger.child({ correlationId }),
    callerAccountId: () => (caller ??= accountOfToken(services.db, accessToken, services.now())),
    callerStaff: () => (staff ??= staffOfToken(services.db, accessToken, services.now())),
  };
}

/** Yoga's log calls; an error among the arguments goes through the `err` serializer (never String(error): that keeps query params). */
function yogaLogger(logger: Logger): Record<'debug' | 'info' | 'warn' | 'error', (...args: unknown[]) => void> {
  const log =
    (level: 'debug' | 'info' | 'warn' | 'error') =>
    (...args: unknown[]): void => {
      const err = args.find(isErrorLike);
      const [first, ...rest] = args.filter((arg) => !isErrorLike(arg)).map(String);
      if (err !== undefined)
        logger[level]({ err, detail: first === undefined ? undefined : [first, ...rest] }, 'graphql');
      else logger[level]({ detail: rest.length > 0 ? rest : undefined }, first ?? 'graphql');
    };
  return { debug: log('debug'), info: log('info'), warn: log('warn'), error: log('error') };
}

export function createYogaServer(services: Services, options: { production: boolean }): Yoga {
  return createYoga<ServerContext, RequestContext>({
    schema: buildSchema(),
    graphqlEndpoint: '/graphql',
    graphiql: !options.production,
    landingPage: false,
    // Never copy an unexpected error's message and stack into the response (NODE_ENV=development would):
    // a database error's message holds the query params.
    maskedErrors: { isDev: false },
    logging: yogaLogger(services.logger.child({ component: 'yoga' })),
    plugins: [...useDocumentLimits(), useStorableText(), useEndRevokedSubscriptions()],
    // CORS is ours (server/http/securityHeaders.ts applyGraphqlCors): Yoga's default reflects any Origin with credentials.
    cors: false,
    context: (initial) => {
      const { transport } = initial;
      const token =
        transport.kind === 'ws'
          ? transport.accessToken
          : transport.kind === 'public'
            ? null
            : bearerToken(initial.request.headers.get('authorization'));
      return requestContext(services, initial.correlationId, token, initial.remoteAddress);
    },
  });
}
