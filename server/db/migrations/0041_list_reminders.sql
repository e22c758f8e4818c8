ALTER TABLE "mail_queue" ADD COLUMN "saved_list_id" uuid;--> statement-breakpoint
ALTER TABLE "saved_lists" ADD COLUMN "remind_every_days" integer;--> statement-breakpoint
ALTER TABLE "saved_lists" ADD COLUMN "remind_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mail_queue" ADD CONSTRAINT "mail_queue_saved_list_id_saved_lists_id_fk" FOREIGN KEY ("saved_list_id") REFERENCES "public"."saved_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "saved_lists_remind_idx" ON "saved_lists" USING btree ("remind_at") WHERE remind_at is not null;--> statement-breakpoint
ALTER TABLE "saved_lists" ADD CONSTRAINT "saved_lists_reminder_whole" CHECK (("saved_lists"."remind_every_days" is null) = ("saved_lists"."remind_at" is null));