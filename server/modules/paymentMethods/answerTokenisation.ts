import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Services } from '../../context';
import { cardTokenisations, paymentMethods, type CardTokenisationStatus } from './tables';
import type { DbOrTx } from '../../db/dbOrTx';
import type { AnsweredTokenisation } from './cardResult';
import { lockAccountCards } from './ownCard';
import { answeredOf, expiredAnswer, isTokenisationExpired } from './tokenisationState';
import type { TokenisedCard, TokenResult } from './tokenResult';

export type TokenisationAnswer =
  /** No tokenisation has this reference and transaction uuid. */
  | { readonly kind: 'unknown' }
  /** Unanswered past TOKENISATION_TTL_MS: refused, nothing stored; `answered` is how the browser is sent back (failed). */
  | { readonly kind: 'expired'; readonly answered: AnsweredTokenisation }
  | {
      readonly kind: 'answered';
      readonly answered: AnsweredTokenisation;
      readonly accountId: string;
      readonly replayed: boolean;
    };

const STATUS_OF = { ACCEPT: 'accepted', DECLINE: 'declined', ERROR: 'failed' } as const satisfies Record<
  TokenResult['decision'],
  Exclude<CardTokenisationStatus, 'initiated'>
>;

/**
 * Keeps an accepted card as a new active card, the default when the account has none yet. Every accepted
 * tokenisation adds its own card, even when a saved one shows the same masked number and expiry: two cards
 * can share those (the masked number keeps only the first 6 digits), and each must keep its own token.
 * Runs under the account's lock.
 */
async function keepCard(tx: DbOrTx, accountId: string, card: TokenisedCard, now: number): Promise<string> {
  const [existingDefault] = await tx
    .select({ id: paymentMethods.id })
    .from(paymentMethods)
    .where(and(eq(paymentMethods.accountId, accountId), eq(paymentMethods.defaultMethod, true)));
  const id = randomUUID();
  await tx.insert(paymentMethods).values({
    id,
    accountId,
    type: 'card',
    status: 'active',
    cardType: card.typeCode,
    cardNumber: card.maskedNumber,
    cardExpiry: card.expiry,
    gatewayToken: card.token,
    defaultMethod: existingDefault === undefined,
    created: new Date(now),
  });
  return id;
}

/**
 * Records the gateway's answer to one tokenisation, exactly once. In one transaction: lock the account, then
 * the tokenisation row; if it was answered before, return that answer (a replay stores nothing); if it is
 * still unanswered 30 minutes after it was initiated, refuse it (nothing stored); otherwise, on ACCEPT keep
 * the card, and mark the tokenisation accepted, declined or failed. Subscribers hear profileChanged after a
 * card was kept.
 */
export async function answerTokenisation(services: Services, result: TokenResult): Promise<TokenisationAnswer> {
  const now = services.now();
  const answer = await services.db.transaction(async (tx): Promise<TokenisationAnswer> => {
    const [found] = await tx
      .select({ accountId: cardTokenisations.accountId })
      .from(cardTokenisations)
      .where(eq(cardTokenisations.id, result.reference));
    if (found === undefined) return { kind: 'unknown' };
    // The account's lock first, then the tokenisation's: the order deletePaymentMethod takes them in.
    await lockAccountCards(tx, found.accountId);
    const [row] = await tx
      .select()
      .from(cardTokenisations)
      .where(eq(cardTokenisations.id, result.reference))
      .for('update');
    if (row?.transactionUuid !== result.transactionUuid) return { kind: 'unknown' };
    const before = answeredOf(row);
    if (before !== null) return { kind: 'answered', answered: before, accountId: row.accountId, replayed: true };
    if (isTokenisationExpired(row, now)) return { kind: 'expired', answered: expiredAnswer(row) };

    const paymentMethodId = result.card === null ? null : await keepCard(tx, row.accountId, result.card, now);
    const [updated] = await tx
      .update(cardTokenisations)
      .set({
        status: STATUS_OF[result.decision],
        paymentMethodId,
        message: result.decision === 'ACCEPT' ? null : result.message,
        answered: new Date(now),
      })
      .where(eq(cardTokenisations.id, row.id))
      .returning();
    const answered = updated === undefined ? null : answeredOf(updated);
    if (answered === null) throw new Error(`Tokenisation ${row.id} could not be answered`);
    return { kind: 'answered', answered, accountId: row.accountId, replayed: false };
  });
  if (answer.kind === 'answered' && !answer.replayed && answer.answered.status === 'accepted') {
    services.pubsub.publish('profileChanged', answer.accountId, { accountId: answer.accountId });
  }
  return answer;
}
