import { tenant } from '../../config/tenant';

/**
 * A server time (ISO) as the tester reads it: in the hospital's time zone, whatever the tester's computer is set to,
 * with its offset ('30 Nov 2026, 00:31:03 GMT+5:30'), so it matches what the patient and the staff console saw.
 */
export function formatTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? iso
    : date.toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'long', timeZone: tenant.timeZone });
}

/** A run's size: '12.3 KB'. */
export function formatBytes(bytes: number): string {
  return bytes < 1024 ? `${bytes} B` : `${(bytes / 1024).toFixed(1)} KB`;
}
