import { createYoga, type YogaServerInstance } from 'graphql-yoga';
import type { RequestContext, ServerContext, Services } from '../context';
import type { Logger } from '../logger';
import { accountOfToken, bearerToken } from '../modules/auth/tokens';
import { buildSchema } from './schema';

export type Yoga = YogaServerInstance<ServerContext, RequestContext>;

export function requestContext(services: Services, correlationId: string, accessToken: string | null): RequestContext {
  let caller: Promise<string> | null = null;
  return {
    services,
    correlationId,
    accessToken,
    log: services.logger.child({ correlationId }),
    callerAccountId: () => (caller ??= accountOfToken(services.db, accessToken, services.now())),
  };
}

function yogaLogger(logger: Logger): Record<'debug' | 'info' | 'warn' | 'error', (...args: unknown[]) => void> {
  const log =
    (level: 'debug' | 'info' | 'warn' | 'error') =>
    (...args: unknown[]): void => {
      const [first, ...rest] = args;
      if (first instanceof Error) logger[level]({ err: first }, 'graphql');
      else logger[level]({ detail: rest.length > 0 ? rest.map(String) : undefined }, String(first));
    };
  return { debug: log('debug'), info: log('info'), warn: log('warn'), error: log('error') };
}

export function createYogaServer(services: Services, options: { production: boolean }): Yoga {
  return createYoga<ServerContext, RequestContext>({
    schema: buildSchema(),
    graphqlEndpoint: '/graphql',
    graphiql: !options.production,
    landingPage: false,
    logging: yogaLogger(services.logger.child({ component: 'yoga' })),
    context: (initial) => {
      const token = initial.transport.kind === 'ws' ? initial.transport.accessToken : bearerToken(initial.request.headers.get('authorization'));
      return requestContext(services, initial.correlationId, token);
    },
  });
}
