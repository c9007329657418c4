-- The per-indikator dashboard's figures of a year (dashboardIndikator.ts) from an index-only scan:
-- about 11 MB of this index for a year at national scale instead of the table's 146 MB, every
-- year's rows and their texts (docs/performance.md, "Deadline surge, fifteenth round").
CREATE INDEX "jawaban_tahun_skor_idx" ON "indikator_jawaban" USING btree ("tahun","indikator_id","skor","skor_verifikasi","unit","inovasi_id");