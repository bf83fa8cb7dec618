ALTER TABLE "contracts" ADD COLUMN "expired_on" date;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "expired_was_active" boolean;