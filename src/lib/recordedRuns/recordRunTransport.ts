import type { RunTransport } from './runUploader';

/**
 * `recordRun` (server/modules/runs/, the issue 33 contract) as a plain POST rather than through the urql client: the
 * last upload goes out as the page is hidden, which needs `fetch`'s keepalive, and the uploader must not wait for the
 * client nor sit in its cache. A plain document: nothing here is read back.
 */
const RECORD_RUN =
  'mutation RecordRun($id: ID!, $key: String!, $run: String!) { recordRun(id: $id, key: $key, run: $run) }';

/** Browsers refuse a keepalive request whose body (with the others in flight) passes 64 KiB; a bigger one goes plainly. */
const KEEPALIVE_MAX_BYTES = 60_000;

export function recordRunTransport(
  accessToken: () => string | null,
  send: typeof fetch = fetch,
  url = '/graphql',
): RunTransport {
  return async (upload, { keepalive }) => {
    const body = JSON.stringify({ query: RECORD_RUN, variables: upload });
    const token = accessToken();
    const response = await send(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-correlation-id': crypto.randomUUID(),
        ...(token === null ? {} : { Authorization: `Bearer ${token}` }),
      },
      body,
      keepalive: keepalive && new Blob([body]).size <= KEEPALIVE_MAX_BYTES,
    });
    const result: unknown = await response.json().catch(() => null);
    const data = (result as { data?: { recordRun?: unknown } } | null)?.data;
    if (!response.ok || data?.recordRun !== true) {
      const message = (result as { errors?: readonly { message?: unknown }[] } | null)?.errors?.[0]?.message;
      throw new Error(
        `recordRun refused (${String(response.status)}): ${typeof message === 'string' ? message : 'no answer'}`,
      );
    }
  };
}
