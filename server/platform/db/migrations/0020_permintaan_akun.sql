CREATE TABLE "permintaan_akun" (
	"id" serial PRIMARY KEY NOT NULL,
	"nama_lengkap" text NOT NULL,
	"email" text NOT NULL,
	"telepon" text NOT NULL,
	"m_daerah_id" integer NOT NULL,
	"jabatan" text NOT NULL,
	"status" text DEFAULT 'menunggu' NOT NULL,
	"alasan" text,
	"usr_asn_id" integer,
	"diputus_oleh" integer,
	"diputus_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "permintaan_akun" ADD CONSTRAINT "permintaan_akun_m_daerah_id_m_daerah_id_fk" FOREIGN KEY ("m_daerah_id") REFERENCES "public"."m_daerah"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "permintaan_akun" ADD CONSTRAINT "permintaan_akun_usr_asn_id_usr_asn_id_fk" FOREIGN KEY ("usr_asn_id") REFERENCES "public"."usr_asn"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "permintaan_akun" ADD CONSTRAINT "permintaan_akun_diputus_oleh_usr_asn_id_fk" FOREIGN KEY ("diputus_oleh") REFERENCES "public"."usr_asn"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "permintaan_akun_status_idx" ON "permintaan_akun" USING btree ("status","id");
