DROP INDEX "products_price_idx";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "payable_paise" integer GENERATED ALWAYS AS (coalesce(discounted_price_paise, regular_price_paise)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "products_price_idx" ON "products" USING btree ("payable_paise","slug");