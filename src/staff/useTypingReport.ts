import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useClient } from 'urql';
import { StaffChatTypingMutation } from './graphql/staff';

/**
 * The server shows typing for 5 s unless renewed (TYPING_TTL_MS), so renewing every 3 s while keys are
 * pressed keeps the patient's indicator steady without a request per key.
 */
const TYPING_THROTTLE_MS = 3000;

export interface TypingReport {
  /** A key was pressed in the composer. */
  readonly typed: () => void;
  /** Sent or left: clears the indicator now rather than when it lapses. */
  readonly stopped: () => void;
}

export function useTypingReport(chatId: string, enabled: boolean): TypingReport {
  const client = useClient();
  const lastSent = useRef(0);

  const report = useCallback(
    (typing: boolean) => {
      // Best effort: a lost typing report only means the indicator lapses on its own.
      void client.mutation(StaffChatTypingMutation, { id: chatId, typing }).toPromise();
    },
    [client, chatId],
  );

  const typed = useCallback(() => {
    if (!enabled) return;
    const now = Date.now();
    if (now - lastSent.current < TYPING_THROTTLE_MS) return;
    lastSent.current = now;
    report(true);
  }, [enabled, report]);

  const stopped = useCallback(() => {
    if (lastSent.current === 0) return;
    lastSent.current = 0;
    report(false);
  }, [report]);

  // Leaving the conversation while typing clears the indicator.
  useEffect(() => stopped, [stopped]);

  return useMemo(() => ({ typed, stopped }), [typed, stopped]);
}
