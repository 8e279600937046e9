ALTER TABLE "applications" ADD COLUMN "quote" jsonb;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "price_book_version" text;--> statement-breakpoint
ALTER TABLE "introduction_ids" DROP COLUMN "campaign_amount";