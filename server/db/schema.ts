// Every table of the database, for the importers that read tables of several modules (and for `typeof
// schema` in connect.ts). Each table lives beside the code that owns it, in a `tables.ts` that
// drizzle.config.ts reads by glob; a module's own files import their tables from './tables'.
export * from './tables';
export * from '../modules/organizations/tables';
export * from '../modules/sessions/tables';
export * from '../modules/auth/tables';
export * from '../modules/profiles/tables';
export * from '../modules/staff/tables';
export * from '../modules/appointments/tables';
export * from '../modules/orders/tables';
export * from '../modules/payments/tables';
export * from '../sandbox/tables';
export * from '../modules/paymentMethods/tables';
export * from '../sms/tables';
export * from '../modules/reminders/tables';
export * from '../modules/blobs/tables';
export * from '../modules/chat/tables';
export * from '../modules/refunds/tables';
export * from '../modules/loyalty/tables';
export * from '../modules/documents/tables';
export * from '../modules/questionnaires/tables';
export * from '../modules/reports/tables';
export * from '../modules/video/tables';
export * from '../modules/runs/tables';
