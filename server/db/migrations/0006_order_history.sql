CREATE TABLE "order_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"from_status" integer,
	"to_status" integer NOT NULL,
	"actor" text NOT NULL,
	"note" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "courier" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "awb" text;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_events_order_idx" ON "order_events" USING btree ("order_id","id");--> statement-breakpoint
INSERT INTO "order_events" ("order_id", "from_status", "to_status", "actor", "at") SELECT "id", NULL, 0, 'shopper', "created_at" FROM "orders";--> statement-breakpoint
INSERT INTO "order_events" ("order_id", "from_status", "to_status", "actor", "note", "at") SELECT "id", 0, "status", 'system', 'recorded before order history was kept', now() FROM "orders" WHERE "status" <> 0;
