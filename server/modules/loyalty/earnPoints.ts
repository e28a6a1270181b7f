import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { EARNED_BOOKING, earnedDescription, pointsEarned } from '../../../domain/loyalty';
import { patients, practitioners, sessions } from '../../db/schema';
import { loyaltyTransactions } from './tables';
import type { DbOrTx } from '../../db/dbOrTx';
import { practitionerName } from '../sessions';

/** The payment that paid an appointment, as settleBooking has just recorded it. */
export interface PaidBooking {
  readonly paymentId: string;
  readonly patientId: string;
  readonly sessionId: string;
  readonly amountCents: number;
  readonly currency: string;
  readonly now: number;
}

/**
 * Points for a paid booking (docs/decisions/0008-account.md § Loyalty), inside settleBooking's transaction so they
 * commit with the payment or not at all. payment_id is unique: a payment earns at most once, whoever
 * asks again. Nothing is written when the payment earns no points. Returns the points written.
 */
export async function earnBookingPoints(tx: DbOrTx, paid: PaidBooking): Promise<number> {
  const points = pointsEarned(paid.amountCents, paid.currency);
  if (points <= 0) return 0;
  const [patient] = await tx
    .select({ accountId: patients.accountId })
    .from(patients)
    .where(eq(patients.id, paid.patientId));
  if (patient === undefined) throw new Error(`Patient ${paid.patientId} of a paid booking vanished`);
  const [doctor] = await tx
    .select({ prefix: practitioners.prefix, name: practitioners.name })
    .from(sessions)
    .innerJoin(practitioners, eq(practitioners.id, sessions.practitionerId))
    .where(eq(sessions.id, paid.sessionId));
  const written = await tx
    .insert(loyaltyTransactions)
    .values({
      id: randomUUID(),
      accountId: patient.accountId,
      patientId: paid.patientId,
      paymentId: paid.paymentId,
      reasonCode: EARNED_BOOKING,
      description: earnedDescription(doctor === undefined ? '' : practitionerName(doctor.prefix, doctor.name)),
      points,
      created: new Date(paid.now),
    })
    .onConflictDoNothing({ target: loyaltyTransactions.paymentId })
    .returning({ points: loyaltyTransactions.points });
  return written[0]?.points ?? 0;
}
