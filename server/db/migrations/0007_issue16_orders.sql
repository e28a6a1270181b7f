CREATE SEQUENCE "public"."service_request_numbers" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "order_codes" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"kind" text NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"price_cents" integer NOT NULL,
	"result_option" text,
	"enabled" boolean DEFAULT true NOT NULL,
	CONSTRAINT "order_codes_one_per_hospital" UNIQUE("organization_id","kind","code"),
	CONSTRAINT "order_codes_kind_check" CHECK (kind in ('test', 'procedure'))
);
--> statement-breakpoint
CREATE TABLE "service_requests" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"patient_id" text NOT NULL,
	"organization_id" text NOT NULL,
	"category" text NOT NULL,
	"code_code" text NOT NULL,
	"identifier" text NOT NULL,
	"status" text NOT NULL,
	"intent" text DEFAULT 'order' NOT NULL,
	"order_status" text NOT NULL,
	"order_canceled_reason" text,
	"order_communication_status" text NOT NULL,
	"initiated_for" text NOT NULL,
	"initiated_from" text NOT NULL,
	"replaced_by" text,
	"payment_method" text,
	"payment_status" text NOT NULL,
	"charging_amount_cents" integer,
	"sample_collection_requested_time" timestamp with time zone,
	"home_visit_requested_time" timestamp with time zone,
	"address_line_one" text,
	"address_line_two" text,
	"address_line_three" text,
	"address_city" text,
	"requested_lat" double precision,
	"requested_lng" double precision,
	"additional_note" text,
	"notes" jsonb NOT NULL,
	"order_detail" jsonb NOT NULL,
	"document_reference_ids" jsonb NOT NULL,
	"feedback_rating" integer,
	"feedback_comment" text,
	"feedback_time" timestamp with time zone,
	"heartbeat_link_seen" boolean DEFAULT false NOT NULL,
	"heartbeat_last_seen" timestamp with time zone,
	"closed_time" timestamp with time zone,
	"created_time" timestamp with time zone NOT NULL,
	"updated_time" timestamp with time zone NOT NULL,
	CONSTRAINT "service_requests_identifier_unique" UNIQUE("identifier"),
	CONSTRAINT "service_requests_category_check" CHECK (category in ('Medication', 'Examination', 'Procedure', 'Finance')),
	CONSTRAINT "service_requests_order_status_check" CHECK (order_status in ('new', 'confirming', 'preparing', 'sampleCollecting', 'processing', 'delivering', 'drConfirming', 'completed', 'canceled', 'entered_in_error', 'aborted')),
	CONSTRAINT "service_requests_payment_status_check" CHECK (payment_status in ('pending', 'paid')),
	CONSTRAINT "service_requests_feedback_rating_check" CHECK ("service_requests"."feedback_rating" is null or "service_requests"."feedback_rating" between 1 and 10)
);
--> statement-breakpoint
ALTER TABLE "bookings" ALTER COLUMN "appointment_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "document_references" ALTER COLUMN "appointment_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ALTER COLUMN "appointment_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "appointment_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "session_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "service_request_id" text;--> statement-breakpoint
ALTER TABLE "document_references" ADD COLUMN "service_request_id" text;--> statement-breakpoint
ALTER TABLE "document_references" ADD COLUMN "account_id" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "service_request_id" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "service_class" text;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "homecare_delivery_charge_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "service_request_id" text;--> statement-breakpoint
ALTER TABLE "order_codes" ADD CONSTRAINT "order_codes_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_requests" ADD CONSTRAINT "service_requests_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_requests" ADD CONSTRAINT "service_requests_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_requests" ADD CONSTRAINT "service_requests_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "service_requests_patient_idx" ON "service_requests" USING btree ("patient_id","created_time");--> statement-breakpoint
CREATE INDEX "service_requests_organization_idx" ON "service_requests" USING btree ("organization_id","updated_time");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_service_request_id_service_requests_id_fk" FOREIGN KEY ("service_request_id") REFERENCES "public"."service_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_references" ADD CONSTRAINT "document_references_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_service_request_id_service_requests_id_fk" FOREIGN KEY ("service_request_id") REFERENCES "public"."service_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_service_request_id_service_requests_id_fk" FOREIGN KEY ("service_request_id") REFERENCES "public"."service_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "document_references_service_request_idx" ON "document_references" USING btree ("service_request_id","created_time");--> statement-breakpoint
CREATE INDEX "invoices_service_request_idx" ON "invoices" USING btree ("service_request_id");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_subject_check" CHECK (num_nonnulls("bookings"."appointment_id", "bookings"."service_request_id") = 1);--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_subject_check" CHECK (num_nonnulls("invoices"."appointment_id", "invoices"."service_request_id") = 1);--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_subject_check" CHECK (("payments"."appointment_id" is not null and "payments"."session_id" is not null and "payments"."service_request_id" is null) or ("payments"."appointment_id" is null and "payments"."session_id" is null and "payments"."service_request_id" is not null));