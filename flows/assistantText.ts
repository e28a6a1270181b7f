import type { Greeting } from '../domain/greeting';
import { t } from '../i18n/translate';

/** The time-of-day word of domain/greeting.ts as the catalogue's `greeting` select key. */
export const GREETING_KEY: Readonly<Record<Greeting, 'morning' | 'afternoon' | 'evening'>> = {
  'Good morning': 'morning',
  'Good afternoon': 'afternoon',
  'Good evening': 'evening',
};

/** The root assistant's own wording; each conversation's is beside it (signIn/, registration/, booking/). */
export const ASSISTANT_TEXT = {
  greeting: (greeting: Greeting): string => t('first.greeting', { greeting: GREETING_KEY[greeting] }),
} as const;
