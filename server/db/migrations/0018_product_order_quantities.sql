ALTER TABLE "products" ADD COLUMN "min_order_quantity" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "pack_multiple" integer DEFAULT 1 NOT NULL;