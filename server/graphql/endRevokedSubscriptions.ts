import type { ExecutionArgs, ExecutionResult } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { RequestContext } from '../context';
import { revocationsOf } from '../modules/auth';
import { apiError } from './apiError';

const DONE: IteratorReturnResult<undefined> = { done: true, value: undefined };

function isAsyncIterable(value: unknown): value is AsyncIterable<ExecutionResult> {
  return typeof value === 'object' && value !== null && Symbol.asyncIterator in value;
}

/**
 * `source`'s results until `revoked` yields; then `last` and the end. Both iterators are returned when it ends
 * (however it ends), so the subscription's own clean-up runs (presence, listeners) and the revocation listener goes.
 */
function endWhenRevoked(
  source: AsyncIterator<ExecutionResult>,
  revoked: AsyncIterator<unknown>,
  last: () => ExecutionResult,
): AsyncIterableIterator<ExecutionResult> {
  let ended = false;
  // Read through a call: it changes while next() awaits (return() from the client), which narrowing does not see.
  const isEnded = (): boolean => ended;
  // Settles once, at the first revocation; a listener returned at the end never settles it.
  const revocation = new Promise<'revoked'>((resolve) => {
    void revoked.next().then(
      (result) => (result.done === true ? undefined : resolve('revoked')),
      () => undefined,
    );
  });
  const end = async (): Promise<void> => {
    ended = true;
    await Promise.all([source.return?.(), revoked.return?.()]);
  };
  const iterator: AsyncIterableIterator<ExecutionResult> = {
    next: async () => {
      if (isEnded()) return DONE;
      let outcome: IteratorResult<ExecutionResult> | 'revoked';
      try {
        outcome = await Promise.race([source.next(), revocation]);
      } catch (error) {
        await end();
        throw error;
      }
      if (isEnded()) return DONE;
      if (outcome === 'revoked') {
        await end();
        return { done: false, value: last() };
      }
      if (outcome.done === true) await end();
      return outcome;
    },
    return: async () => {
      if (!isEnded()) await end();
      return DONE;
    },
    throw: async (error: unknown) => {
      if (!isEnded()) await end();
      throw error instanceof Error ? error : new Error(String(error));
    },
    [Symbol.asyncIterator]() {
      return iterator;
    },
  };
  return iterator;
}

/**
 * Ends every subscription of a token when it is revoked (logout, staffSignOut), on whichever instance holds it and over
 * either transport (graphql-ws and server-sent events both subscribe through Yoga's envelop): the client gets one last
 * ARO-E1024, as a push after the revocation would carry, and the subscription completes. The revocation listener is
 * opened before the operation checks its token, so a revocation between the two is not missed (the per-push re-checks
 * stay as the safety net: a revocation published while Redis is still subscribing the channel).
 */
export function useEndRevokedSubscriptions(): Plugin {
  return {
    onSubscribe({ subscribeFn, setSubscribeFn }) {
      // Envelop types the subscribe function loosely (any): its result is an ExecutionResult or a stream of them.
      const run = (args: ExecutionArgs): Promise<unknown> => Promise.resolve<unknown>(subscribeFn(args));
      setSubscribeFn(async (args: ExecutionArgs): Promise<unknown> => {
        const { accessToken, services } = args.contextValue as RequestContext;
        if (accessToken === null) return run(args);
        const revoked = revocationsOf(services.pubsub, accessToken);
        try {
          const result = await run(args);
          if (isAsyncIterable(result))
            return endWhenRevoked(result[Symbol.asyncIterator](), revoked, () => ({ errors: [apiError('ARO-E1024')] }));
          await revoked.return?.();
          return result;
        } catch (error) {
          await revoked.return?.();
          throw error;
        }
      });
    },
  };
}
