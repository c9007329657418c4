CREATE TABLE "activities" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"ts" timestamp with time zone DEFAULT now() NOT NULL,
	"account_id" integer,
	"username" text,
	"name" text NOT NULL,
	"resource" text,
	"record_id" text,
	"data" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "albums" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "announcements" (
	"id" serial PRIMARY KEY NOT NULL,
	"judul" text NOT NULL,
	"slug" text NOT NULL,
	"content" text,
	"file" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "announcements_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "app_settings" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"setting_value" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "app_settings_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "banners" (
	"id" serial PRIMARY KEY NOT NULL,
	"judul" text NOT NULL,
	"url" text,
	"image_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_categories_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "contents" (
	"id" serial PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"file" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dokumen" (
	"id" serial PRIMARY KEY NOT NULL,
	"unit" varchar(8) NOT NULL,
	"profil_id" integer NOT NULL,
	"inovasi_id" integer,
	"indikator_id" integer NOT NULL,
	"nomor_surat" text,
	"tanggal_surat" date,
	"nama" text,
	"file_url" text,
	"youtube" text,
	"mime" text,
	"size" integer,
	"uploaded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gallery" (
	"id" serial PRIMARY KEY NOT NULL,
	"album_id" integer NOT NULL,
	"judul" text NOT NULL,
	"thumb_url" text,
	"photo_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "help_faq" (
	"id" serial PRIMARY KEY NOT NULL,
	"question" text NOT NULL,
	"answer" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "iga2020_bentuk_inovasi" (
	"id" serial PRIMARY KEY NOT NULL,
	"nama" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "iga2020_covid" (
	"id" serial PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"nama" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "iga2020_inovasi" (
	"id" serial PRIMARY KEY NOT NULL,
	"profil_id" integer NOT NULL,
	"created_by" integer,
	"opd_perangkat_id" integer,
	"upt_id" integer,
	"nama" text NOT NULL,
	"is_index" smallint DEFAULT 0 NOT NULL,
	"tahun" smallint NOT NULL,
	"nomor" text,
	"inovasi_status" smallint DEFAULT 0 NOT NULL,
	"inisiator" text,
	"nama_inisiator" text,
	"klasifikasi_inovasi" text,
	"jenis_inovasi" text,
	"bentuk_inovasi" integer,
	"is_covid" smallint,
	"klaster_covid_id" integer,
	"urusan_pemerintah_id" text,
	"koordinat" text,
	"waktu" date,
	"waktu_implementasi" date,
	"is_developed" smallint DEFAULT 0 NOT NULL,
	"waktu_pengembangan" date,
	"latar_belakang" text,
	"tujuan" text,
	"manfaat" text,
	"hasil_inovasi" text,
	"anggaran" text,
	"profil_bisnis" text,
	"haki" text,
	"penghargaan" text,
	"kematangan" numeric(10, 2),
	"verifikasi_points" numeric(10, 2),
	"submitable" smallint DEFAULT 0 NOT NULL,
	"qc" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "iga2020_tematik" (
	"id" integer PRIMARY KEY NOT NULL,
	"nama" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "iga_indikator" (
	"id" serial PRIMARY KEY NOT NULL,
	"tahun" smallint NOT NULL,
	"no_urut" integer NOT NULL,
	"tipe" varchar(1) NOT NULL,
	"indikator" text NOT NULL,
	"keterangan" text,
	"data_pendukung" text,
	"jenis_file" text,
	"document_type" text,
	"filetypes" text,
	"bobot" numeric(8, 2) DEFAULT '0' NOT NULL,
	"satuan" text,
	"jenis" varchar(1) DEFAULT 'H' NOT NULL,
	"group_id" smallint,
	"parent_id" integer,
	"subs" text,
	"required" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "iga_klaster" (
	"id" serial PRIMARY KEY NOT NULL,
	"klaster" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "iga_klaster_daerah" (
	"id" serial PRIMARY KEY NOT NULL,
	"iga_klaster_id" integer NOT NULL,
	"iga_daerah_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "klaster_daerah_uq" UNIQUE("iga_klaster_id","iga_daerah_id")
);
--> statement-breakpoint
CREATE TABLE "iga_penilai" (
	"id" serial PRIMARY KEY NOT NULL,
	"usr_asn_id" integer,
	"nama" text NOT NULL,
	"instansi" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "iga_skala" (
	"id" serial PRIMARY KEY NOT NULL,
	"iga_indikator_id" integer NOT NULL,
	"nilai" numeric(8, 2) NOT NULL,
	"mulai_dari" numeric(14, 4),
	"sampai_dengan" numeric(14, 4),
	"keterangan" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "iga_urusan_pemerintahan" (
	"id" serial PRIMARY KEY NOT NULL,
	"nama" text NOT NULL,
	"kelompok" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "indikator_jawaban" (
	"id" serial PRIMARY KEY NOT NULL,
	"unit" varchar(8) NOT NULL,
	"profil_id" integer NOT NULL,
	"inovasi_id" integer,
	"indikator_id" integer NOT NULL,
	"tahun" smallint NOT NULL,
	"skala_id" integer,
	"skala_text" text,
	"informasi" text,
	"nilai" numeric(14, 4),
	"nilai_sebelum" numeric(14, 4),
	"nilai_sesudah" numeric(14, 4),
	"satuan" text,
	"skor" numeric(8, 2),
	"skor_verifikasi" numeric(8, 2),
	"catatan" text,
	"evaluated_by" integer,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "jawaban_uq" UNIQUE("unit","profil_id","inovasi_id","indikator_id","tahun")
);
--> statement-breakpoint
CREATE TABLE "jenis_pelatihan" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "laporan_diklat" (
	"id" serial PRIMARY KEY NOT NULL,
	"nama_peserta" text NOT NULL,
	"nip" text,
	"jabatan" text,
	"instansi" text,
	"profil_id" integer,
	"nomor_sertifikat_pelatihan" text,
	"jenis_pelatihan_id" integer,
	"judul_proyek" text,
	"urusan_pemerintah_id" text,
	"nama_mentor" text,
	"executive_summary" text,
	"file_laporan" text,
	"file_video" text,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "m_daerah" (
	"id" serial PRIMARY KEY NOT NULL,
	"kode" varchar(10) NOT NULL,
	"nama" text NOT NULL,
	"tingkat" smallint NOT NULL,
	"jenis" varchar(12) NOT NULL,
	"parent_id" integer,
	"is_tertinggal" boolean DEFAULT false NOT NULL,
	"is_perbatasan" boolean DEFAULT false NOT NULL,
	"is_papua" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "m_daerah_kode_unique" UNIQUE("kode")
);
--> statement-breakpoint
CREATE TABLE "news" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"excerpt" text,
	"description" text,
	"photo_url" text,
	"is_published" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "nomor_registrasi" (
	"id" serial PRIMARY KEY NOT NULL,
	"inovasi_id" integer NOT NULL,
	"hash" text NOT NULL,
	"nomor" text,
	"status_nomor" smallint DEFAULT 0 NOT NULL,
	"setuju" smallint,
	"sent_by" integer,
	"verified_by" integer,
	"qc_by" integer,
	"catatan" text,
	"history" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "nomor_registrasi_inovasi_id_unique" UNIQUE("inovasi_id"),
	CONSTRAINT "nomor_registrasi_hash_unique" UNIQUE("hash")
);
--> statement-breakpoint
CREATE TABLE "opd_perangkat" (
	"id" serial PRIMARY KEY NOT NULL,
	"m_daerah_id" integer NOT NULL,
	"nama" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "password_resets" (
	"id" serial PRIMARY KEY NOT NULL,
	"usr_asn_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "password_resets_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "profil_pemda" (
	"id" serial PRIMARY KEY NOT NULL,
	"m_daerah_id" integer NOT NULL,
	"nama" text NOT NULL,
	"nama_opd" text,
	"alamat" text,
	"email" text,
	"no_telp" text,
	"nama_admin" text,
	"map_embed" text,
	"logo_url" text,
	"files" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"pakta_pemda_filename" text,
	"is_iga" smallint DEFAULT 0 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "profil_pemda_m_daerah_id_unique" UNIQUE("m_daerah_id")
);
--> statement-breakpoint
CREATE TABLE "skor_indeks" (
	"id" serial PRIMARY KEY NOT NULL,
	"profil_id" integer NOT NULL,
	"tahun" smallint NOT NULL,
	"method_version" text NOT NULL,
	"jumlah_inovasi" integer DEFAULT 0 NOT NULL,
	"skor_spd" numeric(10, 2) DEFAULT '0' NOT NULL,
	"skor_sid" numeric(10, 2) DEFAULT '0' NOT NULL,
	"skor_total" numeric(10, 2) DEFAULT '0' NOT NULL,
	"indeks" numeric(6, 2) DEFAULT '0' NOT NULL,
	"skor_spd_verifikasi" numeric(10, 2),
	"skor_sid_verifikasi" numeric(10, 2),
	"indeks_verifikasi" numeric(6, 2),
	"predikat" text,
	"skor_penilaian" numeric(6, 2),
	"skor_validasi_lapangan" numeric(6, 2),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "skor_profil_tahun_uq" UNIQUE("profil_id","tahun")
);
--> statement-breakpoint
CREATE TABLE "tuxe_contents" (
	"id" serial PRIMARY KEY NOT NULL,
	"judul" text NOT NULL,
	"slug" text NOT NULL,
	"section" text NOT NULL,
	"content" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tuxe_contents_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "upt" (
	"id" serial PRIMARY KEY NOT NULL,
	"m_daerah_id" integer NOT NULL,
	"opd_perangkat_id" integer,
	"nama" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "usr_asn" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"email" text,
	"password" text NOT NULL,
	"role" text NOT NULL,
	"area" smallint DEFAULT 0 NOT NULL,
	"m_daerah_id" integer,
	"opd_perangkat_id" integer,
	"upt_id" integer,
	"nama_lengkap" text NOT NULL,
	"nama_panggilan" text,
	"is_active" smallint DEFAULT 1 NOT NULL,
	"token_version" integer DEFAULT 0 NOT NULL,
	"last_login_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "usr_asn_username_unique" UNIQUE("username"),
	CONSTRAINT "usr_asn_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "wilayah" (
	"id" serial PRIMARY KEY NOT NULL,
	"nama" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wilayah_daerah" (
	"id" serial PRIMARY KEY NOT NULL,
	"wilayah_id" integer NOT NULL,
	"m_daerah_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wilayah_daerah_uq" UNIQUE("m_daerah_id")
);
--> statement-breakpoint
CREATE TABLE "winner_category" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "winners" (
	"id" serial PRIMARY KEY NOT NULL,
	"tahun" smallint NOT NULL,
	"category_id" integer NOT NULL,
	"profil_id" integer NOT NULL,
	"urutan" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contents" ADD CONSTRAINT "contents_category_id_content_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."content_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dokumen" ADD CONSTRAINT "dokumen_profil_id_profil_pemda_id_fk" FOREIGN KEY ("profil_id") REFERENCES "public"."profil_pemda"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dokumen" ADD CONSTRAINT "dokumen_inovasi_id_iga2020_inovasi_id_fk" FOREIGN KEY ("inovasi_id") REFERENCES "public"."iga2020_inovasi"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dokumen" ADD CONSTRAINT "dokumen_indikator_id_iga_indikator_id_fk" FOREIGN KEY ("indikator_id") REFERENCES "public"."iga_indikator"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gallery" ADD CONSTRAINT "gallery_album_id_albums_id_fk" FOREIGN KEY ("album_id") REFERENCES "public"."albums"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "iga2020_inovasi" ADD CONSTRAINT "iga2020_inovasi_profil_id_profil_pemda_id_fk" FOREIGN KEY ("profil_id") REFERENCES "public"."profil_pemda"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "iga2020_inovasi" ADD CONSTRAINT "iga2020_inovasi_opd_perangkat_id_opd_perangkat_id_fk" FOREIGN KEY ("opd_perangkat_id") REFERENCES "public"."opd_perangkat"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "iga2020_inovasi" ADD CONSTRAINT "iga2020_inovasi_bentuk_inovasi_iga2020_bentuk_inovasi_id_fk" FOREIGN KEY ("bentuk_inovasi") REFERENCES "public"."iga2020_bentuk_inovasi"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "iga_klaster_daerah" ADD CONSTRAINT "iga_klaster_daerah_iga_klaster_id_iga_klaster_id_fk" FOREIGN KEY ("iga_klaster_id") REFERENCES "public"."iga_klaster"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "iga_klaster_daerah" ADD CONSTRAINT "iga_klaster_daerah_iga_daerah_id_m_daerah_id_fk" FOREIGN KEY ("iga_daerah_id") REFERENCES "public"."m_daerah"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "iga_penilai" ADD CONSTRAINT "iga_penilai_usr_asn_id_usr_asn_id_fk" FOREIGN KEY ("usr_asn_id") REFERENCES "public"."usr_asn"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "iga_skala" ADD CONSTRAINT "iga_skala_iga_indikator_id_iga_indikator_id_fk" FOREIGN KEY ("iga_indikator_id") REFERENCES "public"."iga_indikator"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "indikator_jawaban" ADD CONSTRAINT "indikator_jawaban_profil_id_profil_pemda_id_fk" FOREIGN KEY ("profil_id") REFERENCES "public"."profil_pemda"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "indikator_jawaban" ADD CONSTRAINT "indikator_jawaban_inovasi_id_iga2020_inovasi_id_fk" FOREIGN KEY ("inovasi_id") REFERENCES "public"."iga2020_inovasi"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "indikator_jawaban" ADD CONSTRAINT "indikator_jawaban_indikator_id_iga_indikator_id_fk" FOREIGN KEY ("indikator_id") REFERENCES "public"."iga_indikator"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "indikator_jawaban" ADD CONSTRAINT "indikator_jawaban_skala_id_iga_skala_id_fk" FOREIGN KEY ("skala_id") REFERENCES "public"."iga_skala"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "laporan_diklat" ADD CONSTRAINT "laporan_diklat_profil_id_profil_pemda_id_fk" FOREIGN KEY ("profil_id") REFERENCES "public"."profil_pemda"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "laporan_diklat" ADD CONSTRAINT "laporan_diklat_jenis_pelatihan_id_jenis_pelatihan_id_fk" FOREIGN KEY ("jenis_pelatihan_id") REFERENCES "public"."jenis_pelatihan"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "laporan_diklat" ADD CONSTRAINT "laporan_diklat_user_id_usr_asn_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."usr_asn"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nomor_registrasi" ADD CONSTRAINT "nomor_registrasi_inovasi_id_iga2020_inovasi_id_fk" FOREIGN KEY ("inovasi_id") REFERENCES "public"."iga2020_inovasi"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opd_perangkat" ADD CONSTRAINT "opd_perangkat_m_daerah_id_m_daerah_id_fk" FOREIGN KEY ("m_daerah_id") REFERENCES "public"."m_daerah"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_resets" ADD CONSTRAINT "password_resets_usr_asn_id_usr_asn_id_fk" FOREIGN KEY ("usr_asn_id") REFERENCES "public"."usr_asn"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profil_pemda" ADD CONSTRAINT "profil_pemda_m_daerah_id_m_daerah_id_fk" FOREIGN KEY ("m_daerah_id") REFERENCES "public"."m_daerah"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "skor_indeks" ADD CONSTRAINT "skor_indeks_profil_id_profil_pemda_id_fk" FOREIGN KEY ("profil_id") REFERENCES "public"."profil_pemda"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upt" ADD CONSTRAINT "upt_m_daerah_id_m_daerah_id_fk" FOREIGN KEY ("m_daerah_id") REFERENCES "public"."m_daerah"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upt" ADD CONSTRAINT "upt_opd_perangkat_id_opd_perangkat_id_fk" FOREIGN KEY ("opd_perangkat_id") REFERENCES "public"."opd_perangkat"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usr_asn" ADD CONSTRAINT "usr_asn_m_daerah_id_m_daerah_id_fk" FOREIGN KEY ("m_daerah_id") REFERENCES "public"."m_daerah"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wilayah_daerah" ADD CONSTRAINT "wilayah_daerah_wilayah_id_wilayah_id_fk" FOREIGN KEY ("wilayah_id") REFERENCES "public"."wilayah"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wilayah_daerah" ADD CONSTRAINT "wilayah_daerah_m_daerah_id_m_daerah_id_fk" FOREIGN KEY ("m_daerah_id") REFERENCES "public"."m_daerah"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "winners" ADD CONSTRAINT "winners_category_id_winner_category_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."winner_category"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "winners" ADD CONSTRAINT "winners_profil_id_profil_pemda_id_fk" FOREIGN KEY ("profil_id") REFERENCES "public"."profil_pemda"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activities_ts_idx" ON "activities" USING btree ("ts");--> statement-breakpoint
CREATE INDEX "activities_account_idx" ON "activities" USING btree ("account_id","id");--> statement-breakpoint
CREATE INDEX "activities_resource_idx" ON "activities" USING btree ("resource","record_id");--> statement-breakpoint
CREATE INDEX "contents_category_idx" ON "contents" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "dokumen_owner_idx" ON "dokumen" USING btree ("unit","profil_id","inovasi_id","indikator_id");--> statement-breakpoint
CREATE INDEX "gallery_album_idx" ON "gallery" USING btree ("album_id");--> statement-breakpoint
CREATE INDEX "covid_group_idx" ON "iga2020_covid" USING btree ("group_id");--> statement-breakpoint
CREATE INDEX "inovasi_profil_tahun_idx" ON "iga2020_inovasi" USING btree ("profil_id","tahun");--> statement-breakpoint
CREATE INDEX "inovasi_tahun_status_idx" ON "iga2020_inovasi" USING btree ("tahun","inovasi_status");--> statement-breakpoint
CREATE INDEX "inovasi_nama_idx" ON "iga2020_inovasi" USING btree ("nama");--> statement-breakpoint
CREATE INDEX "inovasi_created_by_idx" ON "iga2020_inovasi" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "indikator_tahun_tipe_idx" ON "iga_indikator" USING btree ("tahun","tipe","no_urut");--> statement-breakpoint
CREATE INDEX "klaster_daerah_daerah_idx" ON "iga_klaster_daerah" USING btree ("iga_daerah_id");--> statement-breakpoint
CREATE INDEX "skala_indikator_idx" ON "iga_skala" USING btree ("iga_indikator_id");--> statement-breakpoint
CREATE INDEX "jawaban_inovasi_idx" ON "indikator_jawaban" USING btree ("inovasi_id");--> statement-breakpoint
CREATE INDEX "jawaban_profil_tahun_idx" ON "indikator_jawaban" USING btree ("profil_id","tahun");--> statement-breakpoint
CREATE INDEX "diklat_profil_idx" ON "laporan_diklat" USING btree ("profil_id");--> statement-breakpoint
CREATE INDEX "diklat_user_idx" ON "laporan_diklat" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "m_daerah_parent_idx" ON "m_daerah" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "m_daerah_nama_idx" ON "m_daerah" USING btree ("nama");--> statement-breakpoint
CREATE INDEX "registrasi_status_idx" ON "nomor_registrasi" USING btree ("status_nomor");--> statement-breakpoint
CREATE INDEX "opd_daerah_idx" ON "opd_perangkat" USING btree ("m_daerah_id");--> statement-breakpoint
CREATE INDEX "profil_pemda_nama_idx" ON "profil_pemda" USING btree ("nama");--> statement-breakpoint
CREATE INDEX "skor_tahun_idx" ON "skor_indeks" USING btree ("tahun");--> statement-breakpoint
CREATE INDEX "upt_daerah_idx" ON "upt" USING btree ("m_daerah_id");--> statement-breakpoint
CREATE INDEX "usr_asn_daerah_idx" ON "usr_asn" USING btree ("m_daerah_id");--> statement-breakpoint
CREATE INDEX "wilayah_daerah_wilayah_idx" ON "wilayah_daerah" USING btree ("wilayah_id");--> statement-breakpoint
CREATE INDEX "winners_tahun_idx" ON "winners" USING btree ("tahun");