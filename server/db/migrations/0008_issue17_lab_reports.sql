CREATE TABLE "diagnostic_reports" (
	"id" text PRIMARY KEY NOT NULL,
	"patient_id" text NOT NULL,
	"organization_id" text NOT NULL,
	"service_request_id" text,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"category" text NOT NULL,
	"status" text NOT NULL,
	"summary_status" text NOT NULL,
	"code_type" text NOT NULL,
	"outsourced_type" text DEFAULT 'internal' NOT NULL,
	"sensitive" boolean DEFAULT false NOT NULL,
	"patient_credit_status" text NOT NULL,
	"payment_status" text NOT NULL,
	"invoice_identifier" text,
	"receipt_identifier" text,
	"encounter_identifier" text,
	"report_group" text,
	"department" text,
	"referral" text,
	"specimen_collected_time" timestamp with time zone,
	"specimen_received_time" timestamp with time zone,
	"reported_time" timestamp with time zone,
	"verified_time" timestamp with time zone,
	"verified_by" text,
	"viewable_notified_time" timestamp with time zone,
	"heartbeat_last_seen" timestamp with time zone,
	"created_time" timestamp with time zone NOT NULL,
	"updated_time" timestamp with time zone NOT NULL,
	CONSTRAINT "diagnostic_reports_one_per_order_test" UNIQUE("service_request_id","code"),
	CONSTRAINT "diagnostic_reports_status_check" CHECK (status in ('registered', 'preliminary', 'final', 'amended', 'cancelled')),
	CONSTRAINT "diagnostic_reports_summary_status_check" CHECK (summary_status in ('new', 'sample_collected', 'report', 'print_ready')),
	CONSTRAINT "diagnostic_reports_outsourced_type_check" CHECK (outsourced_type in ('internal', 'external')),
	CONSTRAINT "diagnostic_reports_patient_credit_status_check" CHECK (patient_credit_status in ('pending', 'paid')),
	CONSTRAINT "diagnostic_reports_payment_status_check" CHECK (payment_status in ('pending', 'paid')),
	CONSTRAINT "diagnostic_reports_category_check" CHECK (category in ('LAB', 'MICRO'))
);
--> statement-breakpoint
CREATE TABLE "lab_results" (
	"id" text PRIMARY KEY NOT NULL,
	"diagnostic_report_id" text NOT NULL,
	"patient_id" text NOT NULL,
	"status" text NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"category" text NOT NULL,
	"result_option" text NOT NULL,
	"value_quantity" double precision,
	"unit" text,
	"value_string" text,
	"reference_range" jsonb NOT NULL,
	"parameter_order" integer NOT NULL,
	"sub_test_classification" text,
	"organism" text,
	"antibiogram" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"specimen" text,
	"created_time" timestamp with time zone NOT NULL,
	CONSTRAINT "lab_results_one_per_parameter" UNIQUE("diagnostic_report_id","code"),
	CONSTRAINT "lab_results_status_check" CHECK (status in ('registered', 'preliminary', 'final', 'amended', 'cancelled')),
	CONSTRAINT "lab_results_result_option_check" CHECK (result_option in ('numeric', 'text', 'listSingle', 'listMulti'))
);
--> statement-breakpoint
CREATE TABLE "test_parameters" (
	"id" text PRIMARY KEY NOT NULL,
	"order_code_id" text NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"result_option" text NOT NULL,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"unit" text,
	"reference_range" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"parameter_order" integer NOT NULL,
	"sub_test_classification" text,
	"microbiology" boolean DEFAULT false NOT NULL,
	CONSTRAINT "test_parameters_one_per_test" UNIQUE("order_code_id","code"),
	CONSTRAINT "test_parameters_result_option_check" CHECK (result_option in ('numeric', 'text', 'listSingle', 'listMulti'))
);
--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "report_header_blob_id" text;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "report_footer_blob_id" text;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "report_signature_blob_id" text;--> statement-breakpoint
ALTER TABLE "diagnostic_reports" ADD CONSTRAINT "diagnostic_reports_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "diagnostic_reports" ADD CONSTRAINT "diagnostic_reports_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "diagnostic_reports" ADD CONSTRAINT "diagnostic_reports_service_request_id_service_requests_id_fk" FOREIGN KEY ("service_request_id") REFERENCES "public"."service_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_results" ADD CONSTRAINT "lab_results_diagnostic_report_id_diagnostic_reports_id_fk" FOREIGN KEY ("diagnostic_report_id") REFERENCES "public"."diagnostic_reports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_results" ADD CONSTRAINT "lab_results_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_parameters" ADD CONSTRAINT "test_parameters_order_code_id_order_codes_id_fk" FOREIGN KEY ("order_code_id") REFERENCES "public"."order_codes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "diagnostic_reports_patient_idx" ON "diagnostic_reports" USING btree ("patient_id","code","created_time");--> statement-breakpoint
CREATE INDEX "diagnostic_reports_order_idx" ON "diagnostic_reports" USING btree ("service_request_id");--> statement-breakpoint
CREATE INDEX "diagnostic_reports_verified_idx" ON "diagnostic_reports" USING btree ("verified_time");--> statement-breakpoint
CREATE INDEX "lab_results_patient_code_idx" ON "lab_results" USING btree ("patient_id","code");