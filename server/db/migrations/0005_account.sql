CREATE TABLE "card_tokenisations" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"transaction_uuid" text NOT NULL,
	"status" text NOT NULL,
	"success_url" text NOT NULL,
	"failure_url" text NOT NULL,
	"payment_method_id" text,
	"message" text,
	"created" timestamp with time zone NOT NULL,
	"answered" timestamp with time zone,
	CONSTRAINT "card_tokenisations_status" CHECK (status in ('initiated', 'accepted', 'declined', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "loyalty_transactions" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"patient_id" text NOT NULL,
	"payment_id" text,
	"reason_code" text NOT NULL,
	"description" text NOT NULL,
	"points" integer NOT NULL,
	"created" timestamp with time zone NOT NULL,
	CONSTRAINT "loyalty_transactions_payment_id_unique" UNIQUE("payment_id")
);
--> statement-breakpoint
ALTER TABLE "patients" ADD COLUMN "address_lines" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "patients" ADD COLUMN "address_city" text;--> statement-breakpoint
ALTER TABLE "card_tokenisations" ADD CONSTRAINT "card_tokenisations_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_tokenisations" ADD CONSTRAINT "card_tokenisations_payment_method_id_payment_methods_id_fk" FOREIGN KEY ("payment_method_id") REFERENCES "public"."payment_methods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_transactions" ADD CONSTRAINT "loyalty_transactions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_transactions" ADD CONSTRAINT "loyalty_transactions_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_transactions" ADD CONSTRAINT "loyalty_transactions_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "card_tokenisations_account_idx" ON "card_tokenisations" USING btree ("account_id","created");--> statement-breakpoint
CREATE INDEX "loyalty_transactions_patient_idx" ON "loyalty_transactions" USING btree ("patient_id","created");--> statement-breakpoint
CREATE INDEX "loyalty_transactions_account_idx" ON "loyalty_transactions" USING btree ("account_id");