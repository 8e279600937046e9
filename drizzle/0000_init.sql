CREATE SEQUENCE "public"."receipt_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "apartment_buildings" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"postal_code" text NOT NULL,
	"prefecture" text NOT NULL,
	"city" text NOT NULL,
	"town" text NOT NULL,
	"banchi" text DEFAULT '' NOT NULL,
	"name" text NOT NULL,
	"normalized_name" text NOT NULL,
	"is_approved" boolean NOT NULL,
	"mansion_plan_type" text,
	"is_mansion_wari12" boolean DEFAULT false NOT NULL,
	"is_kddi" boolean DEFAULT false NOT NULL,
	"is_all_commufa_mansion" boolean DEFAULT false NOT NULL,
	"notes" text
);
--> statement-breakpoint
CREATE TABLE "applications" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"receipt_number" text NOT NULL,
	"introduction_id" text NOT NULL,
	"introducer_id" text,
	"form_data" jsonb NOT NULL,
	"bank_account_no_encrypted" text,
	"bank_account_no_masked" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "client_error_reports" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contacts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"receipt_number" text NOT NULL,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coverage_areas" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"postal_code" text NOT NULL,
	"prefecture" text NOT NULL,
	"city" text NOT NULL,
	"town" text NOT NULL,
	"chome" text DEFAULT '' NOT NULL,
	"is_service_area" boolean NOT NULL,
	"is_10g_area" boolean NOT NULL,
	"is_tv_area" boolean NOT NULL,
	"is_non_available" boolean DEFAULT false NOT NULL,
	"period" text,
	"area_type" text,
	"router_spec" text,
	"notes" text
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"customer_number" text PRIMARY KEY NOT NULL,
	"phone" text NOT NULL,
	"is_transferable" boolean NOT NULL,
	"transfer_amount" integer NOT NULL,
	"transfer_deadline" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"key" text PRIMARY KEY NOT NULL,
	"operation" text NOT NULL,
	"request_hash" text NOT NULL,
	"response" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "introduction_ids" (
	"id" text PRIMARY KEY NOT NULL,
	"campaign_amount" integer NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"expires_at" timestamp with time zone,
	"source_receipt_number" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"name" text PRIMARY KEY NOT NULL,
	"version" text NOT NULL,
	"pickup_id" text,
	"display_first_time" integer NOT NULL,
	"display_last_time" integer NOT NULL,
	"tel_first_time" integer NOT NULL,
	"tel_last_time" integer NOT NULL,
	"maintenance_is_always_display" boolean DEFAULT false NOT NULL,
	"maintenance_category" text,
	"maintenance_text" text,
	"maintenance_first_date" text,
	"maintenance_last_date" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transfer_requests" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"receipt_number" text NOT NULL,
	"customer_number" text NOT NULL,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "upsell_applications" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"receipt_number" text NOT NULL,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "apartment_buildings_town_idx" ON "apartment_buildings" USING btree ("prefecture","city","town");--> statement-breakpoint
CREATE UNIQUE INDEX "applications_receipt_number_idx" ON "applications" USING btree ("receipt_number");--> statement-breakpoint
CREATE INDEX "applications_created_at_idx" ON "applications" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "contacts_receipt_number_idx" ON "contacts" USING btree ("receipt_number");--> statement-breakpoint
CREATE UNIQUE INDEX "coverage_areas_address_idx" ON "coverage_areas" USING btree ("prefecture","city","town","chome");--> statement-breakpoint
CREATE INDEX "coverage_areas_postal_code_idx" ON "coverage_areas" USING btree ("postal_code");--> statement-breakpoint
CREATE UNIQUE INDEX "transfer_requests_receipt_number_idx" ON "transfer_requests" USING btree ("receipt_number");--> statement-breakpoint
CREATE UNIQUE INDEX "upsell_applications_receipt_number_idx" ON "upsell_applications" USING btree ("receipt_number");