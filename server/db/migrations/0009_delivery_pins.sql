CREATE TABLE "delivery_pins" (
	"pin" text PRIMARY KEY NOT NULL,
	"deliverable" boolean NOT NULL,
	"cod" boolean DEFAULT false NOT NULL,
	"min_days" integer NOT NULL,
	"max_days" integer NOT NULL
);
