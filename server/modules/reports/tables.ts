import { sql } from 'drizzle-orm';
import { boolean, check, doublePrecision, index, integer, jsonb, pgTable, text, unique } from 'drizzle-orm/pg-core';
import {
  PATIENT_CREDIT_STATUSES,
  REPORT_CATEGORIES,
  REPORT_OUTSOURCED_TYPES,
  REPORT_STATUSES,
  REPORT_SUMMARY_STATUSES,
  RESULT_OPTIONS,
  type AntibiogramEntry,
  type PatientCreditStatus,
  type ReferenceRange,
  type ReportCategory,
  type ReportOutsourcedType,
  type ReportStatus,
  type ReportSummaryStatus,
  type ResultOption,
} from '../../../domain/labReport';
import { at, inList } from '../../db/columns';
import { PAYMENT_STATUSES, type PaymentStatus } from '../appointments/tables';
import { serviceRequests, orderCodes } from '../orders/tables';
import { organizations } from '../organizations/tables';
import { patients } from '../profiles/tables';

/**
 * A lab test's parameters (Haemoglobin, WBC... of an FBC): how staff enter each result and the ranges it is
 * judged by. Rows of the hospital's catalogue entry (order_codes, kind test).
 */
export const testParameters = pgTable(
  'test_parameters',
  {
    id: text('id').primaryKey(),
    orderCodeId: text('order_code_id')
      .notNull()
      .references(() => orderCodes.id),
    /** The same code across reports is the same result over time (compare, graph). */
    code: text('code').notNull(),
    name: text('name').notNull(),
    resultOption: text('result_option').$type<ResultOption>().notNull(),
    /** The choices of a list parameter. */
    options: jsonb('options')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    unit: text('unit'),
    referenceRange: jsonb('reference_range')
      .$type<ReferenceRange[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    parameterOrder: integer('parameter_order').notNull(),
    subTestClassification: text('sub_test_classification'),
    /** Microbiology: the result names an organism and carries an antibiogram. */
    microbiology: boolean('microbiology').notNull().default(false),
  },
  (table) => [
    unique('test_parameters_one_per_test').on(table.orderCodeId, table.code),
    check('test_parameters_result_option_check', inList('result_option', RESULT_OPTIONS)),
  ],
);

/**
 * A lab report (spec 001 §3 Diagnostic report): one test of one patient at one hospital, usually of an
 * examination order. Patients never receive a sensitive one; the results are theirs to read only when
 * domain/reportAvailability.ts says ready.
 */
export const diagnosticReports = pgTable(
  'diagnostic_reports',
  {
    id: text('id').primaryKey(),
    patientId: text('patient_id')
      .notNull()
      .references(() => patients.id),
    organizationId: text('organization_id')
      .notNull()
      .references(() => organizations.id),
    /** The examination order it reports on; null for a report of a visit to the hospital's laboratory. */
    serviceRequestId: text('service_request_id').references(() => serviceRequests.id),
    /** The test's 8-digit code and name (copied, so a renamed catalogue entry keeps old reports as printed). */
    code: text('code').notNull(),
    name: text('name').notNull(),
    category: text('category').$type<ReportCategory>().notNull(),
    status: text('status').$type<ReportStatus>().notNull(),
    summaryStatus: text('summary_status').$type<ReportSummaryStatus>().notNull(),
    /** The test's result option (diagnosticReportCodeType). */
    codeType: text('code_type').notNull(),
    outsourcedType: text('outsourced_type').$type<ReportOutsourcedType>().notNull().default('internal'),
    sensitive: boolean('sensitive').notNull().default(false),
    patientCreditStatus: text('patient_credit_status').$type<PatientCreditStatus>().notNull(),
    paymentStatus: text('payment_status').$type<PaymentStatus>().notNull(),
    /** The invoice's identifier; null when unpaid (the PDF is then named NOT-PAID). */
    invoiceIdentifier: text('invoice_identifier'),
    receiptIdentifier: text('receipt_identifier'),
    encounterIdentifier: text('encounter_identifier'),
    /** Printed: the laboratory group and department, and who referred the patient. */
    reportGroup: text('report_group'),
    department: text('department'),
    referral: text('referral'),
    specimenCollectedTime: at('specimen_collected_time'),
    specimenReceivedTime: at('specimen_received_time'),
    /** When results were last entered (printed as reported). */
    reportedTime: at('reported_time'),
    verifiedTime: at('verified_time'),
    /** Who verified it: 'User/{staffId}'. */
    verifiedBy: text('verified_by'),
    /** When the patient was told by SMS that it can be opened (once). */
    viewableNotifiedTime: at('viewable_notified_time'),
    heartbeatLastSeen: at('heartbeat_last_seen'),
    createdTime: at('created_time').notNull(),
    updatedTime: at('updated_time').notNull(),
  },
  (table) => [
    index('diagnostic_reports_patient_idx').on(table.patientId, table.code, table.createdTime),
    index('diagnostic_reports_order_idx').on(table.serviceRequestId),
    index('diagnostic_reports_verified_idx').on(table.verifiedTime),
    unique('diagnostic_reports_one_per_order_test').on(table.serviceRequestId, table.code),
    check('diagnostic_reports_status_check', inList('status', REPORT_STATUSES)),
    check('diagnostic_reports_summary_status_check', inList('summary_status', REPORT_SUMMARY_STATUSES)),
    check('diagnostic_reports_outsourced_type_check', inList('outsourced_type', REPORT_OUTSOURCED_TYPES)),
    check('diagnostic_reports_patient_credit_status_check', inList('patient_credit_status', PATIENT_CREDIT_STATUSES)),
    check('diagnostic_reports_payment_status_check', inList('payment_status', PAYMENT_STATUSES)),
    check('diagnostic_reports_category_check', inList('category', REPORT_CATEGORIES)),
  ],
);

/** One result of a lab report (spec 001 §3 Observation of the laboratory), for one of its test's parameters. */
export const labResults = pgTable(
  'lab_results',
  {
    id: text('id').primaryKey(),
    diagnosticReportId: text('diagnostic_report_id')
      .notNull()
      .references(() => diagnosticReports.id),
    patientId: text('patient_id')
      .notNull()
      .references(() => patients.id),
    status: text('status').$type<ReportStatus>().notNull(),
    /** The parameter's code and name (test_parameters), copied as printed. */
    code: text('code').notNull(),
    name: text('name').notNull(),
    category: text('category').$type<ReportCategory>().notNull(),
    resultOption: text('result_option').$type<ResultOption>().notNull(),
    valueQuantity: doublePrecision('value_quantity'),
    unit: text('unit'),
    /** Text, the chosen option, or the chosen options joined by ', '. */
    valueString: text('value_string'),
    /** The ranges as they were when the result was entered. */
    referenceRange: jsonb('reference_range').$type<ReferenceRange[]>().notNull(),
    parameterOrder: integer('parameter_order').notNull(),
    subTestClassification: text('sub_test_classification'),
    organism: text('organism'),
    antibiogram: jsonb('antibiogram')
      .$type<AntibiogramEntry[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    specimen: text('specimen'),
    createdTime: at('created_time').notNull(),
  },
  (table) => [
    unique('lab_results_one_per_parameter').on(table.diagnosticReportId, table.code),
    index('lab_results_patient_code_idx').on(table.patientId, table.code),
    check('lab_results_status_check', inList('status', REPORT_STATUSES)),
    check('lab_results_result_option_check', inList('result_option', RESULT_OPTIONS)),
  ],
);
