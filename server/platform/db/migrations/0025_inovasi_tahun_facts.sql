-- The dashboards' region facts of a year (dashboardFacts.ts regionFacts: innovations per region
-- and stage) from an index-only scan instead of the wide table, read by three national dashboards
-- of each year at every recomputation (docs/performance.md, "Deadline surge, sixteenth round").
CREATE INDEX "inovasi_tahun_facts_idx" ON "iga2020_inovasi" USING btree ("tahun","is_index","lomba","profil_id","inovasi_status","id");