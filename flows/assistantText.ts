import type { Greeting } from '../domain/greeting';

/** The root assistant's own wording; each conversation's is beside it (signIn/, registration/, booking/). */
export const ASSISTANT_TEXT = {
  greeting: (greeting: Greeting): string => `${greeting}! I'm your hospital assistant. How can I help you today?`,
} as const;
