-- Issue 38: trigram similarity (PostgreSQL contrib; PGlite loads it as an extension in server/platform/db).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "inovasi_teks" (
	"inovasi_id" integer PRIMARY KEY NOT NULL,
	"teks" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kemiripan" (
	"id" serial PRIMARY KEY NOT NULL,
	"inovasi_id" integer NOT NULL,
	"lawan_id" integer NOT NULL,
	"jenis" varchar(8) NOT NULL,
	"skor" real NOT NULL,
	"dokumen_id" integer,
	"lawan_dokumen_id" integer,
	"bidang" text
);
--> statement-breakpoint
ALTER TABLE "dokumen" ADD COLUMN "sha256" text;--> statement-breakpoint
ALTER TABLE "dokumen" ADD COLUMN "phash" bigint;--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "sha256" text;--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "phash" bigint;--> statement-breakpoint
ALTER TABLE "inovasi_teks" ADD CONSTRAINT "inovasi_teks_inovasi_id_iga2020_inovasi_id_fk" FOREIGN KEY ("inovasi_id") REFERENCES "public"."iga2020_inovasi"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kemiripan" ADD CONSTRAINT "kemiripan_inovasi_id_iga2020_inovasi_id_fk" FOREIGN KEY ("inovasi_id") REFERENCES "public"."iga2020_inovasi"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kemiripan" ADD CONSTRAINT "kemiripan_lawan_id_iga2020_inovasi_id_fk" FOREIGN KEY ("lawan_id") REFERENCES "public"."iga2020_inovasi"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kemiripan" ADD CONSTRAINT "kemiripan_dokumen_id_dokumen_id_fk" FOREIGN KEY ("dokumen_id") REFERENCES "public"."dokumen"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kemiripan" ADD CONSTRAINT "kemiripan_lawan_dokumen_id_dokumen_id_fk" FOREIGN KEY ("lawan_dokumen_id") REFERENCES "public"."dokumen"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inovasi_teks_trgm_idx" ON "inovasi_teks" USING gin ("teks" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "kemiripan_inovasi_idx" ON "kemiripan" USING btree ("inovasi_id","lawan_id");--> statement-breakpoint
CREATE INDEX "kemiripan_lawan_idx" ON "kemiripan" USING btree ("lawan_id");--> statement-breakpoint
CREATE INDEX "kemiripan_dokumen_idx" ON "kemiripan" USING btree ("dokumen_id");--> statement-breakpoint
CREATE INDEX "kemiripan_lawan_dokumen_idx" ON "kemiripan" USING btree ("lawan_dokumen_id");--> statement-breakpoint
CREATE INDEX "dokumen_sha256_idx" ON "dokumen" USING btree ("sha256");--> statement-breakpoint
CREATE INDEX "media_sha256_idx" ON "media" USING btree ("sha256");--> statement-breakpoint
-- The compared text of an innovation: name and the long texts, tags removed, lower case.
CREATE OR REPLACE FUNCTION kemiripan_teks(VARIADIC bagian text[]) RETURNS text
LANGUAGE sql IMMUTABLE AS $$
  SELECT lower(regexp_replace(array_to_string(bagian, ' '), '<[^>]*>', ' ', 'g'))
$$;--> statement-breakpoint
-- The settings as numbers; a missing or unreadable value is the default (domain/similarity.ts).
-- A new installation's seed adds both settings (pengaturan.json); an existing one reads the
-- defaults until an administrator adds them.
CREATE OR REPLACE FUNCTION kemiripan_ambang() RETURNS real
LANGUAGE sql STABLE AS $$
  SELECT coalesce((
    SELECT replace(trim(setting_value), ',', '.')::real FROM "app_settings"
    WHERE "name" = 'kemiripan_ambang' AND trim(setting_value) ~ '^(0([.,][0-9]{1,2})?|1([.,]0{1,2})?)$'
      AND replace(trim(setting_value), ',', '.')::real >= 0.1
    LIMIT 1), 0.6)
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION kemiripan_hamming() RETURNS integer
LANGUAGE sql STABLE AS $$
  SELECT coalesce((
    SELECT trim(setting_value)::integer FROM "app_settings"
    WHERE "name" = 'kemiripan_hamming' AND trim(setting_value) ~ '^[0-9]{1,2}$'
      AND trim(setting_value)::integer BETWEEN 1 AND 50
    LIMIT 1), 6)
$$;--> statement-breakpoint
-- An innovation's text pairs written again, both ways, with the field that is most alike, and
-- its compared text kept. Competition entries and short texts (a draft with a name only) are not
-- compared. Called by the triggers below and by `npm run kemiripan` (every innovation again).
-- The search goes through the GIN index whatever the planner guesses: a scan computes the
-- similarity of every stored text (milliseconds each for a long one).
CREATE OR REPLACE FUNCTION kemiripan_tulis_inovasi(p_id integer) RETURNS void
LANGUAGE plpgsql SET enable_seqscan = off AS $$
DECLARE
  r "iga2020_inovasi"%ROWTYPE;
  v_teks text;
BEGIN
  DELETE FROM "kemiripan" WHERE "jenis" = 'teks' AND ("inovasi_id" = p_id OR "lawan_id" = p_id);
  SELECT * INTO r FROM "iga2020_inovasi" WHERE "id" = p_id;
  v_teks := kemiripan_teks(r.nama, r.latar_belakang, r.tujuan, r.manfaat, r.hasil_inovasi);
  IF NOT FOUND OR r.lomba <> 0 OR length(v_teks) < 100 THEN
    DELETE FROM "inovasi_teks" WHERE "inovasi_id" = p_id;
    RETURN;
  END IF;
  INSERT INTO "inovasi_teks" ("inovasi_id", "teks") VALUES (p_id, v_teks)
  ON CONFLICT ("inovasi_id") DO UPDATE SET "teks" = EXCLUDED."teks";
  -- A bulk load (the demo seed) keeps the texts and defers the search to its end.
  IF current_setting('kemiripan.tunda', true) = '1' THEN
    RETURN;
  END IF;
  PERFORM set_config('pg_trgm.similarity_threshold', kemiripan_ambang()::text, true);
  INSERT INTO "kemiripan" ("inovasi_id", "lawan_id", "jenis", "skor", "bidang")
  SELECT arah.a, arah.b, 'teks', m.skor, m.bidang
  FROM (
    SELECT t."inovasi_id" AS lawan, round(similarity(t."teks", v_teks)::numeric, 2)::real AS skor,
      (SELECT f.bidang FROM (VALUES
          ('nama', similarity(coalesce(i."nama", ''), coalesce(r.nama, ''))),
          ('latar_belakang', similarity(coalesce(i."latar_belakang", ''), coalesce(r.latar_belakang, ''))),
          ('tujuan', similarity(coalesce(i."tujuan", ''), coalesce(r.tujuan, ''))),
          ('manfaat', similarity(coalesce(i."manfaat", ''), coalesce(r.manfaat, ''))),
          ('hasil_inovasi', similarity(coalesce(i."hasil_inovasi", ''), coalesce(r.hasil_inovasi, '')))
        ) AS f(bidang, s) ORDER BY f.s DESC LIMIT 1) AS bidang
    FROM "inovasi_teks" t
    INNER JOIN "iga2020_inovasi" i ON i."id" = t."inovasi_id"
    WHERE t."teks" % v_teks AND t."inovasi_id" <> p_id
  ) m
  CROSS JOIN LATERAL (VALUES (p_id, m.lawan), (m.lawan, p_id)) AS arah(a, b);
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION kemiripan_inovasi_simpan() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM kemiripan_tulis_inovasi(NEW.id);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "kemiripan_inovasi_baru"
AFTER INSERT ON "iga2020_inovasi" FOR EACH ROW EXECUTE FUNCTION kemiripan_inovasi_simpan();--> statement-breakpoint
-- A save that leaves the compared texts as they were (every edit sends them all) skips the search.
CREATE TRIGGER "kemiripan_inovasi_ubah"
AFTER UPDATE OF "nama", "latar_belakang", "tujuan", "manfaat", "hasil_inovasi", "lomba"
ON "iga2020_inovasi" FOR EACH ROW
WHEN (OLD."nama" IS DISTINCT FROM NEW."nama" OR OLD."latar_belakang" IS DISTINCT FROM NEW."latar_belakang"
  OR OLD."tujuan" IS DISTINCT FROM NEW."tujuan" OR OLD."manfaat" IS DISTINCT FROM NEW."manfaat"
  OR OLD."hasil_inovasi" IS DISTINCT FROM NEW."hasil_inovasi" OR OLD."lomba" IS DISTINCT FROM NEW."lomba")
EXECUTE FUNCTION kemiripan_inovasi_simpan();--> statement-breakpoint
-- A document's file pairs written again, both ways, with every other innovation's document of
-- the same SHA-256 (`identik`) or, for images, within the Hamming distance of its perceptual
-- hash (`mirip`). Called by the triggers below (a document stored, or its hashes written by the
-- back-fill) and by `npm run kemiripan`.
CREATE OR REPLACE FUNCTION kemiripan_tulis_dokumen(p_id integer) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  r "dokumen"%ROWTYPE;
  v_jarak integer := kemiripan_hamming();
BEGIN
  DELETE FROM "kemiripan" WHERE "dokumen_id" = p_id OR "lawan_dokumen_id" = p_id;
  SELECT * INTO r FROM "dokumen" WHERE "id" = p_id;
  IF NOT FOUND OR r.inovasi_id IS NULL OR (r.sha256 IS NULL AND r.phash IS NULL)
     OR NOT EXISTS (SELECT 1 FROM "iga2020_inovasi" WHERE "id" = r.inovasi_id AND "lomba" = 0) THEN
    RETURN;
  END IF;
  INSERT INTO "kemiripan" ("inovasi_id", "lawan_id", "jenis", "skor", "dokumen_id", "lawan_dokumen_id")
  SELECT arah.a, arah.b, m.jenis, m.skor, arah.da, arah.db
  FROM (
    SELECT d."id" AS dok, d."inovasi_id" AS lawan,
      CASE WHEN d."sha256" = r.sha256 THEN 'identik' ELSE 'mirip' END AS jenis,
      CASE WHEN d."sha256" = r.sha256 THEN 1
        ELSE round((1 - bit_count((d."phash" # r.phash)::bit(64)) / 64.0)::numeric, 2) END::real AS skor
    FROM "dokumen" d
    INNER JOIN "iga2020_inovasi" i ON i."id" = d."inovasi_id" AND i."lomba" = 0
    WHERE d."id" <> p_id AND d."inovasi_id" <> r.inovasi_id
      AND (d."sha256" = r.sha256
        OR (r.phash IS NOT NULL AND d."phash" IS NOT NULL
          AND bit_count((d."phash" # r.phash)::bit(64)) <= v_jarak))
  ) m
  CROSS JOIN LATERAL (VALUES (r.inovasi_id, m.lawan, p_id, m.dok), (m.lawan, r.inovasi_id, m.dok, p_id))
    AS arah(a, b, da, db);
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION kemiripan_dokumen_simpan() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM kemiripan_tulis_dokumen(NEW.id);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "kemiripan_dokumen_baru"
AFTER INSERT ON "dokumen" FOR EACH ROW EXECUTE FUNCTION kemiripan_dokumen_simpan();--> statement-breakpoint
CREATE TRIGGER "kemiripan_dokumen_ubah"
AFTER UPDATE OF "sha256", "phash", "inovasi_id" ON "dokumen" FOR EACH ROW
WHEN (OLD."sha256" IS DISTINCT FROM NEW."sha256" OR OLD."phash" IS DISTINCT FROM NEW."phash"
  OR OLD."inovasi_id" IS DISTINCT FROM NEW."inovasi_id")
EXECUTE FUNCTION kemiripan_dokumen_simpan();--> statement-breakpoint
-- Existing innovations: their compared texts (the pairs are written by `npm run kemiripan`).
INSERT INTO "inovasi_teks" ("inovasi_id", "teks")
SELECT "id", kemiripan_teks("nama", "latar_belakang", "tujuan", "manfaat", "hasil_inovasi")
FROM "iga2020_inovasi"
WHERE "lomba" = 0
  AND length(kemiripan_teks("nama", "latar_belakang", "tujuan", "manfaat", "hasil_inovasi")) >= 100;
