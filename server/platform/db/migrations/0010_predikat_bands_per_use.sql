-- Issue 24: `predikat_bands` keys its band sets by period AND by use: every year key holds
-- {"daftar": [...], "laporan": [...]} (spec 9: the index lists' set and the reports' set).
-- The stored setting is rewritten once:
-- * still the old seed (2023: 35/60, 2026: 40/65, one set for every screen): the new seed, both
--   sets for every period; the stored predicates of 2023-2025, computed with the old 2023 set,
--   are recomputed with the lists' set (> 65, > 40, > 0) so the ranking agrees with a recount;
-- * edited by an administrator: each year's list is kept as that year's `daftar` set (it was
--   what every screen showed) and gets spec 9's report set as its `laporan` set;
-- * already in the new shape, absent or not JSON: left alone.
DO $$
DECLARE
  stored jsonb;
  old_seed jsonb := '{"2023":[{"predikat":"Sangat Inovatif","gt":60,"tab":3},{"predikat":"Inovatif","gte":35,"tab":2},{"predikat":"Kurang Inovatif","gt":0,"tab":1},{"predikat":"Tidak Dapat Dinilai","tab":0}],"2026":[{"predikat":"Sangat Inovatif","gt":65,"tab":3},{"predikat":"Inovatif","gt":40,"tab":2},{"predikat":"Kurang Inovatif","gt":0,"tab":1},{"predikat":"Tidak Dapat Dinilai","tab":0}]}';
  new_seed jsonb := '{"2023":{"daftar":[{"predikat":"Sangat Inovatif","gt":65,"tab":3},{"predikat":"Inovatif","gt":40,"tab":2},{"predikat":"Kurang Inovatif","gt":0,"tab":1},{"predikat":"Tidak Dapat Dinilai","tab":0}],"laporan":[{"predikat":"Sangat Inovatif","gt":60,"tab":3},{"predikat":"Inovatif","gte":35,"tab":2},{"predikat":"Kurang Inovatif","gt":0,"tab":1},{"predikat":"Tidak Dapat Dinilai","tab":0}]},"2024":{"daftar":[{"predikat":"Sangat Inovatif","gt":65,"tab":3},{"predikat":"Inovatif","gt":40,"tab":2},{"predikat":"Kurang Inovatif","gt":0,"tab":1},{"predikat":"Tidak Dapat Dinilai","tab":0}],"laporan":[{"predikat":"Sangat Inovatif","gt":60,"tab":3},{"predikat":"Inovatif","gte":35,"tab":2},{"predikat":"Kurang Inovatif","gt":0,"tab":1},{"predikat":"Tidak Dapat Dinilai","tab":0}]},"2025":{"daftar":[{"predikat":"Sangat Inovatif","gt":65,"tab":3},{"predikat":"Inovatif","gt":40,"tab":2},{"predikat":"Kurang Inovatif","gt":0,"tab":1},{"predikat":"Tidak Dapat Dinilai","tab":0}],"laporan":[{"predikat":"Sangat Inovatif","gt":60,"tab":3},{"predikat":"Inovatif","gte":35,"tab":2},{"predikat":"Kurang Inovatif","gt":0,"tab":1},{"predikat":"Tidak Dapat Dinilai","tab":0}]},"2026":{"daftar":[{"predikat":"Sangat Inovatif","gt":65,"tab":3},{"predikat":"Inovatif","gt":40,"tab":2},{"predikat":"Kurang Inovatif","gt":0,"tab":1},{"predikat":"Tidak Dapat Dinilai","tab":0}],"laporan":[{"predikat":"Sangat Inovatif","gt":60,"tab":3},{"predikat":"Inovatif","gte":35,"tab":2},{"predikat":"Kurang Inovatif","gt":0,"tab":1},{"predikat":"Tidak Dapat Dinilai","tab":0}]}}';
  laporan jsonb := '[{"predikat":"Sangat Inovatif","gt":60,"tab":3},{"predikat":"Inovatif","gte":35,"tab":2},{"predikat":"Kurang Inovatif","gt":0,"tab":1},{"predikat":"Tidak Dapat Dinilai","tab":0}]';
BEGIN
  BEGIN
    SELECT setting_value::jsonb INTO stored FROM app_settings WHERE name = 'predikat_bands';
  EXCEPTION WHEN others THEN
    RETURN;
  END;
  IF stored IS NULL OR jsonb_typeof(stored) <> 'object' THEN
    RETURN;
  END IF;
  IF EXISTS (SELECT 1 FROM jsonb_each(stored) e WHERE jsonb_typeof(e.value) <> 'array') THEN
    RETURN;
  END IF;
  IF stored = old_seed THEN
    UPDATE app_settings SET setting_value = new_seed::text, updated_at = now()
      WHERE name = 'predikat_bands';
    UPDATE skor_indeks SET predikat = CASE
        WHEN indeks > 65 THEN 'Sangat Inovatif'
        WHEN indeks > 40 THEN 'Inovatif'
        WHEN indeks > 0 THEN 'Kurang Inovatif'
        ELSE 'Tidak Dapat Dinilai' END
      WHERE tahun < 2026;
  ELSE
    UPDATE app_settings SET setting_value = (
        SELECT jsonb_object_agg(e.key, jsonb_build_object('daftar', e.value, 'laporan', laporan))::text
        FROM jsonb_each(stored) e),
      updated_at = now()
      WHERE name = 'predikat_bands';
  END IF;
END $$;
