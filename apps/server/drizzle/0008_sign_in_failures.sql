CREATE TABLE "sign_in_failures" (
	"address" varchar(64) NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "sign_in_failures_address_window_start_pk" PRIMARY KEY("address","window_start")
);
--> statement-breakpoint
CREATE INDEX "sign_in_failures_window" ON "sign_in_failures" USING btree ("window_start");