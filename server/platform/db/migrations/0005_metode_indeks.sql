CREATE TABLE "iga_metode" (
	"id" serial PRIMARY KEY NOT NULL,
	"tahun" smallint NOT NULL,
	"versi" text NOT NULL,
	"pembagi_minimum" integer DEFAULT 10 NOT NULL,
	"koefisien_jumlah" numeric(6, 4) DEFAULT '0.38' NOT NULL,
	"batas_jumlah" integer DEFAULT 200 NOT NULL,
	"maks_skor_jumlah" numeric(8, 2) DEFAULT '76' NOT NULL,
	"skor_maksimum" numeric(8, 2) DEFAULT '250' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "iga_metode_tahun_unique" UNIQUE("tahun")
);
--> statement-breakpoint
ALTER TABLE "skor_indeks" ADD COLUMN "skor_jumlah_inovasi" numeric(10, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "skor_indeks" ADD COLUMN "skor_total_verifikasi" numeric(10, 2);