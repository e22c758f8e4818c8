ALTER TABLE "stock_alerts" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "stock_alerts" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "stock_alerts" ADD COLUMN "token_hash" text;--> statement-breakpoint
ALTER TABLE "stock_alerts" ADD COLUMN "confirmed_at" timestamp with time zone DEFAULT now();--> statement-breakpoint
CREATE UNIQUE INDEX "stock_alerts_guest_waiting_idx" ON "stock_alerts" USING btree ("email","product_id","size") WHERE notified_at is null;--> statement-breakpoint
ALTER TABLE "stock_alerts" ADD CONSTRAINT "stock_alerts_token_hash_unique" UNIQUE("token_hash");--> statement-breakpoint
ALTER TABLE "stock_alerts" ADD CONSTRAINT "stock_alerts_owner" CHECK ((user_id is null) <> (email is null));