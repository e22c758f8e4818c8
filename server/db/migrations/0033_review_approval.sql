DROP INDEX "reviews_product_shown_idx";--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "waiting_since" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "reviews_waiting_idx" ON "reviews" USING btree ("waiting_since") WHERE waiting_since is not null;--> statement-breakpoint
CREATE INDEX "reviews_product_shown_idx" ON "reviews" USING btree ("product_id","written_at" DESC NULLS LAST) WHERE hidden_at is null and waiting_since is null;