import type { AnyVariables, Client, CombinedError, DocumentInput, OperationResult } from '@urql/core';
import { DEFAULT_ERROR_MESSAGE } from '../../../domain/errors';

/** The stored login's token and the client's session-error handling (ARO-E1022/E1023/E1024). */
const WITH_STORED_LOGIN = { requestPolicy: 'network-only' } as const;

/**
 * The thrown message is the server's raw 'ARO-Exxxx:message' so machines can parseError it;
 * a failure that never reached the API carries no code and reads as the default message.
 */
export function operationError(error: CombinedError): Error {
  return new Error(error.graphQLErrors[0]?.message ?? DEFAULT_ERROR_MESSAGE, { cause: error });
}

/** The data of a result, or the server's raw 'ARO-Exxxx:message' thrown so machines can parseError it. */
export function dataOf<Data, Variables extends AnyVariables>(result: OperationResult<Data, Variables>): Data {
  if (result.error) throw operationError(result.error);
  if (result.data === undefined || result.data === null) throw new Error(DEFAULT_ERROR_MESSAGE);
  return result.data;
}

/** One mutation over the stored login, its data or its error. */
export async function mutate<Data, Variables extends AnyVariables>(
  client: Client,
  document: DocumentInput<Data, Variables>,
  variables: Variables,
): Promise<Data> {
  return dataOf(await client.mutation(document, variables, WITH_STORED_LOGIN).toPromise());
}
