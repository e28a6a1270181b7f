ALTER TABLE "service_requests" ADD COLUMN "sample_collection_time" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "service_requests" ADD COLUMN "sample_collection_user_name" text;