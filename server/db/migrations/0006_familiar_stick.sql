CREATE TABLE "document_references" (
	"id" text PRIMARY KEY NOT NULL,
	"appointment_id" text NOT NULL,
	"patient_id" text,
	"author" text NOT NULL,
	"blob_id" text NOT NULL,
	"content_type" text NOT NULL,
	"description" text NOT NULL,
	"created_time" timestamp with time zone NOT NULL,
	CONSTRAINT "document_references_blob_id_unique" UNIQUE("blob_id")
);
--> statement-breakpoint
ALTER TABLE "document_references" ADD CONSTRAINT "document_references_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_references" ADD CONSTRAINT "document_references_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_references" ADD CONSTRAINT "document_references_blob_id_blobs_id_fk" FOREIGN KEY ("blob_id") REFERENCES "public"."blobs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "document_references_appointment_idx" ON "document_references" USING btree ("appointment_id","created_time");