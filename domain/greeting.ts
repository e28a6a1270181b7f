export type Greeting = 'Good morning' | 'Good afternoon' | 'Good evening';

/** Morning before 12, afternoon 12:00–15:59, evening from 16:00, in the device's local time (spec 000 §9). */
export function greetingFor(now: Date): Greeting {
  const hour = now.getHours();
  if (hour < 12) return 'Good morning';
  if (hour < 16) return 'Good afternoon';
  return 'Good evening';
}
