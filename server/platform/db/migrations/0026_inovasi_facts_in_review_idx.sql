-- The dashboards' region facts read the review queues' index with the stage appended (after the
-- unique id, so no order changes) instead of an index of their own (0025): one index fewer for
-- every innovation written, the same index-only scan (docs/performance.md, "Deadline surge,
-- sixteenth round").
DROP INDEX "inovasi_tahun_facts_idx";--> statement-breakpoint
DROP INDEX "inovasi_tahun_review_idx";--> statement-breakpoint
CREATE INDEX "inovasi_tahun_review_idx" ON "iga2020_inovasi" USING btree ("tahun","is_index","lomba","qc","profil_id","id","inovasi_status");