-- A draft's e-mailed resume link (lib/server/draft-resume.ts): the keyed hash of its token and its
-- expiry. One link per draft: a new link overwrites the old, which then opens nothing.
ALTER TABLE "application_drafts" ADD COLUMN "resume_link_hash" text;
--> statement-breakpoint
ALTER TABLE "application_drafts" ADD COLUMN "resume_link_expires_at" timestamp with time zone;
--> statement-breakpoint
CREATE UNIQUE INDEX "application_drafts_resume_link_hash_idx" ON "application_drafts" USING btree ("resume_link_hash");
