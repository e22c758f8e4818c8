ALTER TABLE "order_lines" ADD COLUMN "hsn_code" text;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "gst_rate" numeric(5, 2);--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "hsn_code" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "gst_rate" numeric(5, 2);--> statement-breakpoint
-- The HSN code and GST rate move out of the attributes, where the catalogue kept them, into their
-- own columns (a well-formed value only: 4, 6 or 8 digits; a rate from 0 to 100). An attribute
-- whose value was not well formed stays, for the owner to see and correct.
UPDATE "products" AS p SET
  "hsn_code" = (
    SELECT a->'value'->>0 FROM jsonb_array_elements(p."attributes") AS a
    WHERE lower(replace(trim(a->>'key'), ' ', '_')) IN ('hsn_code', 'hsn')
      AND a->'value'->>0 ~ '^([0-9]{4}|[0-9]{6}|[0-9]{8})$'
    LIMIT 1),
  "gst_rate" = (
    SELECT (a->'value'->>0)::numeric(5, 2) FROM jsonb_array_elements(p."attributes") AS a
    WHERE lower(replace(trim(a->>'key'), ' ', '_')) IN ('gst_rate', 'gst')
      AND a->'value'->>0 ~ '^[0-9]{1,3}(\.[0-9]{1,2})?$' AND (a->'value'->>0)::numeric <= 100
    LIMIT 1);--> statement-breakpoint
UPDATE "products" SET "attributes" = (
    SELECT coalesce(jsonb_agg(a ORDER BY i), '[]'::jsonb)
    FROM jsonb_array_elements("attributes") WITH ORDINALITY AS e(a, i)
    WHERE NOT ("hsn_code" IS NOT NULL AND lower(replace(trim(a->>'key'), ' ', '_')) IN ('hsn_code', 'hsn'))
      AND NOT ("gst_rate" IS NOT NULL AND lower(replace(trim(a->>'key'), ' ', '_')) IN ('gst_rate', 'gst')))
  WHERE "hsn_code" IS NOT NULL OR "gst_rate" IS NOT NULL;
