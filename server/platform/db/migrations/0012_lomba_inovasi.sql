DROP INDEX "inovasi_tahun_review_idx";--> statement-breakpoint
ALTER TABLE "iga2020_inovasi" ADD COLUMN "lomba" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "inovasi_tahun_review_idx" ON "iga2020_inovasi" USING btree ("tahun","is_index","lomba","qc","profil_id","id");