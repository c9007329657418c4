CREATE TABLE "inovasi_sidik" (
	"inovasi_id" integer NOT NULL,
	"kunci" integer NOT NULL,
	CONSTRAINT "inovasi_sidik_kunci_inovasi_id_pk" PRIMARY KEY("kunci","inovasi_id")
);
--> statement-breakpoint
DROP INDEX "inovasi_teks_trgm_idx";--> statement-breakpoint
ALTER TABLE "inovasi_sidik" ADD CONSTRAINT "inovasi_sidik_inovasi_id_iga2020_inovasi_id_fk" FOREIGN KEY ("inovasi_id") REFERENCES "public"."iga2020_inovasi"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inovasi_sidik_inovasi_idx" ON "inovasi_sidik" USING btree ("inovasi_id");--> statement-breakpoint
-- Issue 38 item 7: a save's similarity search bounded at national scale. The GIN trigram search
-- read the posting lists of hundreds of common trigrams per long text (about 60 ms on the demo,
-- growing with every stored text); candidates now come from equality probes on a fixed-size
-- sketch, and trigram similarity is computed on those few only (docs/performance.md, issue 38).
--
-- An innovation's fingerprints: the hashes of its compared text's word triples, the 48 smallest
-- (a bottom-k sketch). Two texts share about 48 x J / (1 + J) of them for a Jaccard index J of
-- their word triples: a copy with the region's name changed shares most, an unrelated text none.
CREATE OR REPLACE FUNCTION kemiripan_sidik(teks text) RETURNS integer[]
LANGUAGE plpgsql IMMUTABLE AS $$
DECLARE
  -- The words once (a subquery here would be pulled up and split again for every reference);
  -- the text is lower case, and a class such as [:alnum:] costs tens of ms per text in UTF-8.
  k text[] := array_remove(regexp_split_to_array(teks, '[^a-z0-9]+'), '');
BEGIN
  RETURN (SELECT coalesce(array_agg(s.h ORDER BY s.h), '{}') FROM (
    SELECT DISTINCT hashtext(k[i] || ' ' || k[i + 1] || ' ' || k[i + 2]) AS h
    FROM generate_series(1, cardinality(k) - 2) AS i
    ORDER BY 1 LIMIT 48) s);
END
$$;--> statement-breakpoint
-- An innovation's text pairs written again, both ways, with the field that is most alike, and
-- its compared text and fingerprints kept. Competition entries and short texts (a draft with a
-- name only) are not compared. Called by the triggers of migration 0022 and by `npm run
-- kemiripan` (every innovation again).
-- Candidates: the innovations sharing at least two fingerprints, the 5 with the most weight.
-- A fingerprint held by more than 50 other innovations is a phrase many regions write: only its
-- 51 newest holders are read, and it weighs a hundredth (sharing it is little evidence of
-- copying, and reading all its holders would cost as much as the search it replaces). A text
-- copied by many regions is still found among the newest copies. Trigram similarity (pg_trgm)
-- decides on the candidates against the threshold, as before.
CREATE OR REPLACE FUNCTION kemiripan_tulis_inovasi(p_id integer) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  r "iga2020_inovasi"%ROWTYPE;
  v_teks text;
  v_sidik integer[];
  v_ambang real;
BEGIN
  DELETE FROM "kemiripan" WHERE "jenis" = 'teks' AND ("inovasi_id" = p_id OR "lawan_id" = p_id);
  DELETE FROM "inovasi_sidik" WHERE "inovasi_id" = p_id;
  SELECT * INTO r FROM "iga2020_inovasi" WHERE "id" = p_id;
  v_teks := kemiripan_teks(r.nama, r.latar_belakang, r.tujuan, r.manfaat, r.hasil_inovasi);
  IF NOT FOUND OR r.lomba <> 0 OR length(v_teks) < 100 THEN
    DELETE FROM "inovasi_teks" WHERE "inovasi_id" = p_id;
    RETURN;
  END IF;
  INSERT INTO "inovasi_teks" ("inovasi_id", "teks") VALUES (p_id, v_teks)
  ON CONFLICT ("inovasi_id") DO UPDATE SET "teks" = EXCLUDED."teks";
  v_sidik := kemiripan_sidik(v_teks);
  INSERT INTO "inovasi_sidik" ("inovasi_id", "kunci") SELECT p_id, k FROM unnest(v_sidik) AS k;
  -- A bulk load (the demo seed) keeps the texts and defers the search to its end.
  IF current_setting('kemiripan.tunda', true) = '1' THEN
    RETURN;
  END IF;
  v_ambang := kemiripan_ambang();
  INSERT INTO "kemiripan" ("inovasi_id", "lawan_id", "jenis", "skor", "bidang")
  SELECT arah.a, arah.b, 'teks', m.skor, m.bidang
  FROM (
    SELECT c.lawan, round(c.s::numeric, 2)::real AS skor,
      (SELECT f.bidang FROM (VALUES
          ('nama', similarity(coalesce(i."nama", ''), coalesce(r.nama, ''))),
          ('latar_belakang', similarity(coalesce(i."latar_belakang", ''), coalesce(r.latar_belakang, ''))),
          ('tujuan', similarity(coalesce(i."tujuan", ''), coalesce(r.tujuan, ''))),
          ('manfaat', similarity(coalesce(i."manfaat", ''), coalesce(r.manfaat, ''))),
          ('hasil_inovasi', similarity(coalesce(i."hasil_inovasi", ''), coalesce(r.hasil_inovasi, '')))
        ) AS f(bidang, s) ORDER BY f.s DESC LIMIT 1) AS bidang
    FROM (
      SELECT k.lawan, similarity(t."teks", v_teks) AS s
      FROM (
        SELECT x."inovasi_id" AS lawan
        FROM unnest(v_sidik) AS u(kunci)
        CROSS JOIN LATERAL (
          SELECT array_agg(s."inovasi_id") AS ids FROM (
            SELECT s."inovasi_id" FROM "inovasi_sidik" s
            WHERE s."kunci" = u.kunci AND s."inovasi_id" <> p_id
            -- newest first, in the key's order: an index range read that stops at 51 rows
            ORDER BY s."kunci" DESC, s."inovasi_id" DESC LIMIT 51) s
        ) d
        CROSS JOIN LATERAL unnest(d.ids) AS x("inovasi_id")
        GROUP BY x."inovasi_id"
        HAVING count(*) >= 2
        ORDER BY sum(CASE WHEN cardinality(d.ids) <= 50 THEN 1 ELSE 0.01 END) DESC, x."inovasi_id" DESC
        LIMIT 5
      ) k
      INNER JOIN "inovasi_teks" t ON t."inovasi_id" = k.lawan
    ) c
    INNER JOIN "iga2020_inovasi" i ON i."id" = c.lawan
    WHERE c.s >= v_ambang
  ) m
  CROSS JOIN LATERAL (VALUES (p_id, m.lawan), (m.lawan, p_id)) AS arah(a, b);
END
$$;--> statement-breakpoint
-- Existing compared texts: their fingerprints (the pairs stay as written).
INSERT INTO "inovasi_sidik" ("inovasi_id", "kunci")
SELECT t."inovasi_id", k FROM "inovasi_teks" t, unnest(kemiripan_sidik(t."teks")) AS k;
