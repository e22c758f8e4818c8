CREATE TABLE "payment_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"payment_id" uuid NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"applied" boolean NOT NULL,
	"source" text NOT NULL,
	"amount_paise" bigint,
	"note" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
UPDATE "payments" SET "expires_at" = "created_at" + interval '15 minutes';--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "expires_at" SET NOT NULL;--> statement-breakpoint
UPDATE "payments" SET "status" = 'failed' WHERE "status" = 'declined';--> statement-breakpoint
UPDATE "payments" AS p SET "status" = 'expired' WHERE p."status" = 'pending' AND EXISTS (SELECT 1 FROM "payments" AS q WHERE q."order_id" = p."order_id" AND q."status" = 'pending' AND (q."created_at", q."id") > (p."created_at", p."id"));--> statement-breakpoint
INSERT INTO "payment_events" ("payment_id", "from_status", "to_status", "applied", "source", "at") SELECT "id", NULL, 'pending', true, 'shopper', "created_at" FROM "payments";--> statement-breakpoint
INSERT INTO "payment_events" ("payment_id", "from_status", "to_status", "applied", "source", "note", "at") SELECT "id", 'pending', "status", true, 'owner', 'recorded before payment history was kept', coalesce("paid_at", now()) FROM "payments" WHERE "status" <> 'pending';--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "flag" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "received_paise" bigint;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "flagged_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_events_payment_idx" ON "payment_events" USING btree ("payment_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_open_idx" ON "payments" USING btree ("order_id") WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX "payments_flagged_idx" ON "payments" USING btree ("flagged_at") WHERE flag is not null;