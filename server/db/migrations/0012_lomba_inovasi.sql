ALTER TABLE "iga2020_inovasi" ADD COLUMN "lomba" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "inovasi_lomba_idx" ON "iga2020_inovasi" USING btree ("lomba","tahun","profil_id");