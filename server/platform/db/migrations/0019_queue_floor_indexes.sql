DROP INDEX "registrasi_status_created_idx";--> statement-breakpoint
CREATE INDEX "registrasi_queue_idx" ON "nomor_registrasi" USING btree ("status_nomor","created_at" DESC NULLS FIRST,"inovasi_id");--> statement-breakpoint
CREATE INDEX "registrasi_status_inovasi_idx" ON "nomor_registrasi" USING btree ("status_nomor","inovasi_id");--> statement-breakpoint
CREATE INDEX "inovasi_tahun_id_idx" ON "iga2020_inovasi" USING btree ("tahun","lomba","id","is_index","qc","profil_id");
