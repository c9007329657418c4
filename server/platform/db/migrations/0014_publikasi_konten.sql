ALTER TABLE "announcements" ADD COLUMN "is_published" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "contents" ADD COLUMN "is_published" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "published_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "news_published_idx" ON "news" USING btree ("is_published","published_at");--> statement-breakpoint
-- Content and announcements written before this migration were meant to be public (spec 1):
-- they stay published; new ones start as drafts. Published news get their creation as date.
UPDATE "announcements" SET "is_published" = 1;--> statement-breakpoint
UPDATE "contents" SET "is_published" = 1;--> statement-breakpoint
UPDATE "news" SET "published_at" = "created_at" WHERE "is_published" = 1;
