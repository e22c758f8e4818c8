CREATE TABLE "product_photo_files" (
	"photo_id" text NOT NULL,
	"width" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	CONSTRAINT "product_photo_files_photo_id_width_pk" PRIMARY KEY("photo_id","width")
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "photos" jsonb DEFAULT '[]'::jsonb NOT NULL;