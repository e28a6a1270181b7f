CREATE TABLE "blobs" (
	"id" text PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	"owner_account_id" text,
	"owner_staff_id" text,
	"organization_id" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "blobs_one_owner" CHECK (("blobs"."owner_account_id" is null) <> ("blobs"."owner_staff_id" is null))
);
--> statement-breakpoint
CREATE TABLE "chat_messages" (
	"id" text PRIMARY KEY NOT NULL,
	"chat_id" text NOT NULL,
	"seq" integer NOT NULL,
	"author" text NOT NULL,
	"author_ref" text NOT NULL,
	"author_name" text NOT NULL,
	"kind" text NOT NULL,
	"text" text NOT NULL,
	"image_url" text,
	"payload" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "chat_messages_chat_seq" UNIQUE("chat_id","seq"),
	CONSTRAINT "chat_messages_author" CHECK (author in ('patient', 'staff', 'system')),
	CONSTRAINT "chat_messages_kind" CHECK (kind in ('message', 'event', 'image'))
);
--> statement-breakpoint
CREATE TABLE "chats" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"patient_id" text NOT NULL,
	"organization_id" text NOT NULL,
	"status" text NOT NULL,
	"assigned_staff_id" text,
	"rating" integer,
	"queued_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	"last_seq" integer DEFAULT 0 NOT NULL,
	"patient_delivered_seq" integer DEFAULT 0 NOT NULL,
	"staff_delivered_seq" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "chats_status" CHECK (status in ('preparation', 'in_progress', 'suspended', 'completed', 'entered_in_error')),
	CONSTRAINT "chats_rating" CHECK ("chats"."rating" is null or "chats"."rating" in (0, 1))
);
--> statement-breakpoint
ALTER TABLE "blobs" ADD CONSTRAINT "blobs_owner_account_id_accounts_id_fk" FOREIGN KEY ("owner_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blobs" ADD CONSTRAINT "blobs_owner_staff_id_staff_accounts_id_fk" FOREIGN KEY ("owner_staff_id") REFERENCES "public"."staff_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blobs" ADD CONSTRAINT "blobs_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_chat_id_chats_id_fk" FOREIGN KEY ("chat_id") REFERENCES "public"."chats"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chats" ADD CONSTRAINT "chats_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chats" ADD CONSTRAINT "chats_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chats" ADD CONSTRAINT "chats_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chats" ADD CONSTRAINT "chats_assigned_staff_id_staff_accounts_id_fk" FOREIGN KEY ("assigned_staff_id") REFERENCES "public"."staff_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_messages_image_url_idx" ON "chat_messages" USING btree ("image_url") WHERE "chat_messages"."image_url" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "chats_one_open_per_patient" ON "chats" USING btree ("patient_id","organization_id") WHERE status in ('preparation', 'in_progress', 'suspended');--> statement-breakpoint
CREATE INDEX "chats_organization_status_idx" ON "chats" USING btree ("organization_id","status","queued_at");--> statement-breakpoint
CREATE INDEX "chats_account_idx" ON "chats" USING btree ("account_id");