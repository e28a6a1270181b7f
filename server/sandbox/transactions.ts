import { eq } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { type GatewayDecision } from '../db/schema';
import { sandboxTransactions } from './tables';
import type { SandboxDecision } from './decisions';

export type SandboxTransaction = typeof sandboxTransactions.$inferSelect;

/** A payment the sandbox took or refused, before it is stored. */
export interface NewTransaction {
  readonly id: string;
  readonly reference: string;
  readonly transactionUuid: string;
  readonly gateway: string;
  readonly amountCents: number;
  readonly currency: string;
  readonly decision: SandboxDecision;
  readonly card: { readonly masked: string; readonly typeCode: string; readonly expiry: string } | null;
  readonly forename: string;
  readonly surname: string;
}

export interface Recorded {
  readonly transaction: SandboxTransaction;
  /** False when the reference already had a transaction (a double submit): that one stands, nothing new was taken. */
  readonly created: boolean;
}

/**
 * Records a transaction, one per merchant reference, as a gateway refuses a second charge of one order
 * number: the first to commit stands, and a second attempt gets it back instead of taking money again. The
 * merchant notification is due at once (the notifier retries it until the merchant answers 2xx).
 */
export async function recordTransaction(db: Db, entry: NewTransaction, now: number): Promise<Recorded> {
  const decision: GatewayDecision = entry.decision.decision;
  const [inserted] = await db
    .insert(sandboxTransactions)
    .values({
      id: entry.id,
      reference: entry.reference,
      transactionUuid: entry.transactionUuid,
      gateway: entry.gateway,
      amountCents: entry.amountCents,
      currency: entry.currency,
      decision,
      reasonCode: entry.decision.reasonCode,
      message: entry.decision.message,
      cardNumber: entry.card?.masked ?? null,
      cardType: entry.card?.typeCode ?? null,
      cardExpiry: entry.card?.expiry ?? null,
      forename: entry.forename,
      surname: entry.surname,
      created: new Date(now),
      notification: 'pending',
      nextNotifyAt: new Date(now),
    })
    .onConflictDoNothing({ target: sandboxTransactions.reference })
    .returning();
  if (inserted !== undefined) return { transaction: inserted, created: true };
  const existing = await transactionOf(db, entry.reference);
  if (existing === null) throw new Error(`Transaction of ${entry.reference} neither stored nor found`);
  return { transaction: existing, created: false };
}

/** The gateway's transaction for a merchant reference, or null when it never took or refused one. */
export async function transactionOf(db: Db, reference: string): Promise<SandboxTransaction | null> {
  const [row] = await db.select().from(sandboxTransactions).where(eq(sandboxTransactions.reference, reference));
  return row ?? null;
}
