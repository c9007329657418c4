ALTER TABLE "banners" ADD COLUMN "urutan" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Banners added before this migration keep the order they were shown in (by id).
UPDATE "banners" SET "urutan" = "b"."n" FROM (SELECT "id", row_number() OVER (ORDER BY "id") AS "n" FROM "banners") AS "b" WHERE "banners"."id" = "b"."id";
