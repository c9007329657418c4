ALTER TABLE "dokumen" ADD COLUMN "file_name" text;--> statement-breakpoint
ALTER TABLE "dokumen" ADD COLUMN "storage_key" text;