CREATE TABLE "email_verifications" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "email_verifications" ADD CONSTRAINT "email_verifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "email_verifications_user_idx" ON "email_verifications" USING btree ("user_id");--> statement-breakpoint
-- Accounts whose address came from a link they opened (a change confirmed from the account page;
-- not one the shop made by hand, whose row expires as it is made) count as confirmed since then.
UPDATE "users" SET "email_confirmed_at" = "proof"."at"
FROM (
	SELECT "ec"."user_id", max("ec"."confirmed_at") AS "at"
	FROM "email_changes" "ec"
	JOIN "users" "u" ON "u"."id" = "ec"."user_id" AND "u"."email" = "ec"."new_email"
	WHERE "ec"."confirmed_at" IS NOT NULL AND "ec"."expires_at" > "ec"."created_at"
	GROUP BY "ec"."user_id"
) AS "proof"
WHERE "proof"."user_id" = "users"."id";
