ALTER TABLE "orders" ADD COLUMN "delivery_note" text;--> statement-breakpoint
ALTER TABLE "saved_addresses" ADD COLUMN "delivery_note" text;