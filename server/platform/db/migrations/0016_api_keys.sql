CREATE TABLE "api_key_harian" (
	"api_key_id" integer NOT NULL,
	"tanggal" date NOT NULL,
	"jumlah" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "api_key_harian_api_key_id_tanggal_pk" PRIMARY KEY("api_key_id","tanggal")
);
--> statement-breakpoint
CREATE TABLE "api_keys" (
	"id" serial PRIMARY KEY NOT NULL,
	"usr_asn_id" integer NOT NULL,
	"m_daerah_id" integer,
	"nama" text NOT NULL,
	"scope" text[] NOT NULL,
	"prefix" text NOT NULL,
	"hash" text NOT NULL,
	"revoked_at" timestamp with time zone,
	"rotated_at" timestamp with time zone,
	"last_used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "api_keys_hash_unique" UNIQUE("hash")
);
--> statement-breakpoint
ALTER TABLE "api_key_harian" ADD CONSTRAINT "api_key_harian_api_key_id_api_keys_id_fk" FOREIGN KEY ("api_key_id") REFERENCES "public"."api_keys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_usr_asn_id_usr_asn_id_fk" FOREIGN KEY ("usr_asn_id") REFERENCES "public"."usr_asn"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_m_daerah_id_m_daerah_id_fk" FOREIGN KEY ("m_daerah_id") REFERENCES "public"."m_daerah"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "api_keys_account_idx" ON "api_keys" USING btree ("usr_asn_id");--> statement-breakpoint
