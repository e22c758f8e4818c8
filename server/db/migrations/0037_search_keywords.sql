-- The owner's search keywords join the search document; dropping the generated column drops its index.
ALTER TABLE "products" ADD COLUMN "search_keywords" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" drop column "search_document";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_document" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, "title"), 'A')
  || setweight(to_tsvector('simple'::regconfig, "title"), 'A')
  || setweight(to_tsvector('english'::regconfig, "category" || ' ' || "parent_category"), 'B')
  || setweight(to_tsvector('simple'::regconfig, "category" || ' ' || "parent_category"), 'B')
  || setweight(to_tsvector('english'::regconfig, "description" || ' ' || jsonb_path_query_array("attributes", '$[*].value[*]')::text), 'C')
  || setweight(to_tsvector('english'::regconfig, "search_keywords"), 'B')
  || setweight(to_tsvector('simple'::regconfig, "search_keywords"), 'B')) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "products_search_idx" ON "products" USING gin ("search_document");
