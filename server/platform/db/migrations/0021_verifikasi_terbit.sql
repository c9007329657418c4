ALTER TABLE "iga_terbit" ADD COLUMN "dibuka_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "iga_terbit" ADD COLUMN "dibuka_alasan" text;--> statement-breakpoint
ALTER TABLE "iga_terbit" ADD COLUMN "dibuka_oleh" integer;--> statement-breakpoint
ALTER TABLE "skor_indeks" ADD COLUMN "jumlah_inovasi_verifikasi" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "skor_indeks" ADD COLUMN "skor_jumlah_inovasi_verifikasi" numeric(10, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "winners" ADD COLUMN "iga_terbit_id" integer;--> statement-breakpoint
ALTER TABLE "winners" ADD CONSTRAINT "winners_iga_terbit_id_iga_terbit_id_fk" FOREIGN KEY ("iga_terbit_id") REFERENCES "public"."iga_terbit"("id") ON DELETE no action ON UPDATE no action;