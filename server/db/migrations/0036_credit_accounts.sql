CREATE TABLE "credit_accounts" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"limit_paise" bigint NOT NULL,
	"days" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_accounts_terms" CHECK ("credit_accounts"."limit_paise" > 0 and "credit_accounts"."days" between 1 and 180)
);
--> statement-breakpoint
ALTER TABLE "order_returns" ADD COLUMN "off_account" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "due_on" date;--> statement-breakpoint
ALTER TABLE "credit_accounts" ADD CONSTRAINT "credit_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payments_on_account_idx" ON "payments" USING btree ("due_on") WHERE due_on is not null and status = 'pending';