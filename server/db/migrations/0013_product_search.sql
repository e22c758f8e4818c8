-- Typo tolerance and suggestions use pg_trgm (a trusted extension: the database owner may create it).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_document" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, "title"), 'A')
  || setweight(to_tsvector('simple'::regconfig, "title"), 'A')
  || setweight(to_tsvector('english'::regconfig, "category" || ' ' || "parent_category"), 'B')
  || setweight(to_tsvector('simple'::regconfig, "category" || ' ' || "parent_category"), 'B')
  || setweight(to_tsvector('english'::regconfig, "description" || ' ' || jsonb_path_query_array("attributes", '$[*].value[*]')::text), 'C')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "sizes" jsonb GENERATED ALWAYS AS (jsonb_path_query_array("attributes", '$[*] ? (@.key like_regex "^ *(size|sizes) *$" flag "i").value[*]')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "colors" jsonb GENERATED ALWAYS AS (jsonb_path_query_array("attributes", '$[*] ? (@.key like_regex "^ *(color|colors|colour|colours) *$" flag "i").value[*]')) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "products_search_idx" ON "products" USING gin ("search_document");--> statement-breakpoint
CREATE INDEX "products_title_trgm_idx" ON "products" USING gin (lower("title") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_sizes_idx" ON "products" USING gin ("sizes" jsonb_path_ops);--> statement-breakpoint
CREATE INDEX "products_colors_idx" ON "products" USING gin ("colors" jsonb_path_ops);--> statement-breakpoint
CREATE INDEX "products_price_idx" ON "products" USING btree (coalesce("discounted_price_paise", "regular_price_paise"),"slug");