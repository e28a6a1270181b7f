import type { GatewayDecision } from '../db/schema';

/** The sandbox gateway's answers: which cards and saved-card tokens succeed (docs/PAYMENTS.md). */

export const GATEWAY_MESSAGES = {
  ACCEPT: 'Request was processed successfully.',
  DECLINE: 'Card declined by the bank',
  ERROR: 'Gateway system error',
} as const satisfies Readonly<Record<GatewayDecision, string>>;

/** Secure Acceptance reason codes of the three decisions. */
const REASON_CODES = { ACCEPT: '100', DECLINE: '203', ERROR: '150' } as const satisfies Readonly<
  Record<GatewayDecision, string>
>;

export const TEST_CARDS = {
  accept: '4111111111111111',
  decline: '4000000000000002',
  error: '4000000000000119',
} as const;

export interface SandboxDecision {
  readonly decision: GatewayDecision;
  readonly message: string;
  readonly reasonCode: string;
}

function answer(decision: GatewayDecision): SandboxDecision {
  return { decision, message: GATEWAY_MESSAGES[decision], reasonCode: REASON_CODES[decision] };
}

/** A valid card number (digits only): the two failing test cards fail, every other card is accepted. */
export function decideCard(digits: string): SandboxDecision {
  if (digits === TEST_CARDS.decline) return answer('DECLINE');
  if (digits === TEST_CARDS.error) return answer('ERROR');
  return answer('ACCEPT');
}

/** Saved-card tokens: 'sbx-accept-…' is charged, 'sbx-decline-…' declined; any other token is a gateway error. */
export function decideToken(token: string): SandboxDecision {
  if (token.startsWith('sbx-accept-')) return answer('ACCEPT');
  if (token.startsWith('sbx-decline-')) return answer('DECLINE');
  return answer('ERROR');
}
