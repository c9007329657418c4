ALTER TABLE "iga2020_inovasi" ADD COLUMN "status_dokumen" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "iga2020_inovasi" ADD COLUMN "kelengkapan" smallint DEFAULT 0 NOT NULL;