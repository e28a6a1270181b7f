import { SIGNATURE_FIELD, type FormFields } from '../../domain/signedFields';
import type { Services } from '../context';
import { loadMerchantKey } from '../gateway/merchantKey';
import { signedTransaction } from './result';
import { transactionOf } from './transactions';

/**
 * The sandbox gateway's transaction query by merchant reference (a real gateway's "transaction search" or
 * "query order" API): the signed result of the transaction it took or refused for that reference, answered from
 * its own record; null when it never took one. The merchant asks when a result is overdue: a quick pay cut off
 * after its claim, a booking whose hold is ending with no result (docs/PAYMENTS.md § Recovery).
 */
export async function queryTransaction(services: Services, reference: string): Promise<FormFields | null> {
  const transaction = await transactionOf(services.db, reference);
  if (transaction === null) return null;
  const signed = signedTransaction(await loadMerchantKey(services.db), transaction);
  return { ...signed.fields, [SIGNATURE_FIELD]: signed.signature };
}
