CREATE TABLE "iga_nominasi" (
	"id" serial PRIMARY KEY NOT NULL,
	"tahun" smallint NOT NULL,
	"profil_id" integer NOT NULL,
	"iga_klaster_id" integer,
	"nominasi" smallint NOT NULL,
	"alasan" text NOT NULL,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "nominasi_tahun_profil_uq" UNIQUE("tahun","profil_id")
);
--> statement-breakpoint
CREATE TABLE "iga_penilaian" (
	"id" serial PRIMARY KEY NOT NULL,
	"tahun" smallint NOT NULL,
	"profil_id" integer NOT NULL,
	"iga_penilai_id" integer NOT NULL,
	"jenis" text NOT NULL,
	"nilai" jsonb NOT NULL,
	"skor" numeric(6, 2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "penilaian_uq" UNIQUE("tahun","profil_id","iga_penilai_id","jenis")
);
--> statement-breakpoint
CREATE TABLE "iga_periode" (
	"id" serial PRIMARY KEY NOT NULL,
	"tahun" smallint NOT NULL,
	"bobot_iid" numeric(5, 2) DEFAULT '50' NOT NULL,
	"bobot_presentasi" numeric(5, 2) DEFAULT '30' NOT NULL,
	"bobot_validasi" numeric(5, 2) DEFAULT '20' NOT NULL,
	"kuota" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"jumlah_pemenang" smallint DEFAULT 3 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "iga_periode_tahun_unique" UNIQUE("tahun")
);
--> statement-breakpoint
CREATE TABLE "iga_terbit" (
	"id" serial PRIMARY KEY NOT NULL,
	"tahun" smallint NOT NULL,
	"versi" integer NOT NULL,
	"bobot" jsonb NOT NULL,
	"method_version" text NOT NULL,
	"alasan" text,
	"hasil" jsonb NOT NULL,
	"pemenang" jsonb NOT NULL,
	"published_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "terbit_tahun_versi_uq" UNIQUE("tahun","versi")
);
--> statement-breakpoint
ALTER TABLE "iga_penilai" ADD COLUMN "m_daerah_id" integer;--> statement-breakpoint
ALTER TABLE "iga_nominasi" ADD CONSTRAINT "iga_nominasi_profil_id_profil_pemda_id_fk" FOREIGN KEY ("profil_id") REFERENCES "public"."profil_pemda"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "iga_nominasi" ADD CONSTRAINT "iga_nominasi_iga_klaster_id_iga_klaster_id_fk" FOREIGN KEY ("iga_klaster_id") REFERENCES "public"."iga_klaster"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "iga_penilaian" ADD CONSTRAINT "iga_penilaian_profil_id_profil_pemda_id_fk" FOREIGN KEY ("profil_id") REFERENCES "public"."profil_pemda"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "iga_penilaian" ADD CONSTRAINT "iga_penilaian_iga_penilai_id_iga_penilai_id_fk" FOREIGN KEY ("iga_penilai_id") REFERENCES "public"."iga_penilai"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "nominasi_tahun_idx" ON "iga_nominasi" USING btree ("tahun");--> statement-breakpoint
CREATE INDEX "penilaian_tahun_idx" ON "iga_penilaian" USING btree ("tahun");--> statement-breakpoint
ALTER TABLE "iga_penilai" ADD CONSTRAINT "iga_penilai_m_daerah_id_m_daerah_id_fk" FOREIGN KEY ("m_daerah_id") REFERENCES "public"."m_daerah"("id") ON DELETE no action ON UPDATE no action;