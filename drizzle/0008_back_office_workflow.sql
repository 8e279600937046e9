ALTER TABLE "applications" ADD COLUMN "assignee_id" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "search_kana" text GENERATED ALWAYS AS (replace(coalesce("form_data" #>> '{form2,lastName_kana}', '') || coalesce("form_data" #>> '{form2,firstName_kana}', '') || coalesce("form_data" #>> '{form2,corporationName_kana}', ''), ' ', '')) STORED;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "search_kanji" text GENERATED ALWAYS AS (replace(replace(coalesce("form_data" #>> '{form2,lastName_kanji}', '') || coalesce("form_data" #>> '{form2,firstName_kanji}', '') || coalesce("form_data" #>> '{form2,corporationName_kanji}', ''), ' ', ''), '　', '')) STORED;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_assignee_id_staff_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "applications_assignee_id_idx" ON "applications" USING btree ("assignee_id");--> statement-breakpoint
CREATE INDEX "applications_construction_date_idx" ON "applications" USING btree ("construction_date");--> statement-breakpoint
CREATE INDEX "applications_phone_idx" ON "applications" USING btree (("form_data" #>> '{form2,daytimePhone,number}'));--> statement-breakpoint
CREATE INDEX "applications_address_name_idx" ON "applications" USING btree ((coalesce("form_data" #>> '{installationInfo,postalCode}', '') || '|' || coalesce("form_data" #>> '{installationInfo,line1_kanji}', '') || '|' || coalesce("form_data" #>> '{installationInfo,line2_kanji}', '') || '|' || coalesce("form_data" #>> '{installationInfo,line3_kanji}', '') || '|' || coalesce("form_data" #>> '{form2,lastName_kana}', '') || '|' || coalesce("form_data" #>> '{form2,firstName_kana}', '')));--> statement-breakpoint
ALTER TABLE "staff_users" ADD COLUMN "disabled_at" timestamp with time zone;
