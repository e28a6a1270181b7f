import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type {
  DocumentNode,
  ExecutionArgs,
  GraphQLError,
  GraphQLSchema,
  parse as parseFn,
  validate as validateFn,
} from 'graphql';
import type { OperationResult } from 'graphql-ws';
import { useServer } from 'graphql-ws/use/ws';
import { createGraphQLError } from 'graphql-yoga';
import { WebSocketServer } from 'ws';
import type { Logger } from '../logger';
import type { Yoga } from './yoga';
import { tooManyRequests, type RequestLimit } from './requestLimit';
import { MAX_BODY_BYTES } from '../http/bodyLimit';
import { correlationIdOf } from '../http/correlation';

type Run = (args: ExecutionArgs) => OperationResult;

/** What yoga.getEnveloped hands back (typed loosely by envelop). */
interface Enveloped {
  readonly schema: GraphQLSchema;
  readonly execute: Run;
  readonly subscribe: Run;
  readonly contextFactory: () => unknown;
  readonly parse: typeof parseFn;
  readonly validate: (...args: Parameters<typeof validateFn>) => readonly GraphQLError[];
}

/** Yoga's enveloped execute/subscribe travel to graphql-ws through the root value. */
interface EnvelopedRoot {
  readonly execute: Run;
  readonly subscribe: Run;
}

export interface GraphqlSocket {
  /** Takes the upgrade when it is for /graphql; returns false to leave it to someone else (Vite's HMR). */
  handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): boolean;
  /**
   * Shutdown: refuses new sockets and closes every open one with 1001 (Going away), so clients reconnect
   * (through the balancer, to another instance) and resync; resolves when all are closed.
   */
  close(): Promise<void>;
}

/** The access token of a websocket: the `access_token` query parameter of the upgrade URL. */
function socketAccessToken(url: string | undefined): string | null {
  const token = new URL(url ?? '/', 'http://localhost').searchParams.get('access_token');
  return token === null || token === '' ? null : token;
}

/** How long a client may take to answer our close frame before its socket is cut (ws alone would wait 30 s). */
const CLOSE_BOUND_MS = 3000;

/**
 * graphql-ws (graphql-transport-ws protocol) on /graphql, executing through Yoga's envelop. Each subscribe
 * message counts against its address's operations a minute, as an HTTP request does; past the limit that
 * operation gets ARO-E1033 and the socket stays open.
 */
export function createGraphqlSocket(yoga: Yoga, logger: Logger, requestLimit: RequestLimit): GraphqlSocket {
  // A larger message closes the socket (1009), as an HTTP body over the same limit is answered 413.
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_BODY_BYTES });
  // Browsers cannot set headers on a websocket: one correlation id per connection, made at the upgrade.
  const correlationIds = new WeakMap<IncomingMessage, string>();
  const disposable = useServer(
    {
      execute: (args) => (args.rootValue as EnvelopedRoot).execute(args),
      subscribe: (args) => (args.rootValue as EnvelopedRoot).subscribe(args),
      onSubscribe: async (ctx, _id, params) => {
        const request = ctx.extra.request;
        if (!(await requestLimit.admit(request.socket.remoteAddress))) return [tooManyRequests()];
        const { schema, execute, subscribe, contextFactory, parse, validate } = yoga.getEnveloped({
          correlationId: correlationIds.get(request) ?? correlationIdOf(undefined),
          transport: { kind: 'ws', accessToken: socketAccessToken(request.url) },
          remoteAddress: request.socket.remoteAddress,
          params,
        }) as Enveloped;
        let document: DocumentNode;
        try {
          document = parse(params.query);
        } catch (error) {
          // A syntax error (or a document over the token cap) is the client's: answer it, keep the socket.
          if (error instanceof Error && error.name === 'GraphQLError') return [createGraphQLError(error.message)];
          throw error;
        }
        const args: ExecutionArgs = {
          schema,
          operationName: params.operationName,
          document,
          variableValues: params.variables,
          contextValue: await contextFactory(),
          rootValue: { execute, subscribe } satisfies EnvelopedRoot,
        };
        const errors = validate(args.schema, args.document);
        if (errors.length > 0) return errors;
        return args;
      },
    },
    wss,
  );

  let closing = false;
  return {
    handleUpgrade(request, socket, head) {
      const path = new URL(request.url ?? '/', 'http://localhost').pathname;
      if (path !== '/graphql') return false;
      if (closing) {
        // Draining: this instance takes no new subscriptions; the client retries and lands elsewhere.
        socket.destroy();
        return true;
      }
      const started = performance.now();
      const correlationId = correlationIdOf(request.headers['x-correlation-id']);
      correlationIds.set(request, correlationId);
      wss.handleUpgrade(request, socket, head, (ws) => {
        // The URL's query holds the token: only the path is logged.
        logger.info(
          { method: 'GET', path, status: 101, ms: Math.round(performance.now() - started), correlationId },
          'websocket',
        );
        wss.emit('connection', ws, request);
      });
      return true;
    },
    async close() {
      closing = true;
      for (const client of wss.clients) client.close(1001, 'Server shutting down');
      const bound = setTimeout(() => {
        for (const client of wss.clients) client.terminate();
      }, CLOSE_BOUND_MS);
      try {
        // graphql-ws completes the subscriptions, and its wss.close() resolves once every socket has closed.
        await disposable.dispose();
      } finally {
        clearTimeout(bound);
      }
    },
  };
}
