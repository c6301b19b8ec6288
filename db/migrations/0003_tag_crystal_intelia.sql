CREATE TABLE "harmony_signals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"subject" text NOT NULL,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tag_patterns" (
	"user_id" uuid NOT NULL,
	"pattern" text NOT NULL,
	"category" text NOT NULL,
	"subcategory" text,
	"uses" integer DEFAULT 1 NOT NULL,
	"last_used" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tag_rules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"conditions" jsonb NOT NULL,
	"category" text NOT NULL,
	"subcategory" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_preferences" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"business_accounts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "merchant_key" text;--> statement-breakpoint
ALTER TABLE "harmony_signals" ADD CONSTRAINT "harmony_signals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tag_patterns" ADD CONSTRAINT "tag_patterns_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tag_rules" ADD CONSTRAINT "tag_rules_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_preferences" ADD CONSTRAINT "user_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "harmony_signals_subject_idx" ON "harmony_signals" USING btree ("user_id","kind","subject");--> statement-breakpoint
CREATE UNIQUE INDEX "tag_patterns_user_pattern_idx" ON "tag_patterns" USING btree ("user_id","pattern");--> statement-breakpoint
CREATE INDEX "tag_rules_user_idx" ON "tag_rules" USING btree ("user_id","position");--> statement-breakpoint
CREATE INDEX "transactions_user_merchant_key_idx" ON "transactions" USING btree ("user_id","merchant_key");--> statement-breakpoint
CREATE INDEX "transactions_user_review_idx" ON "transactions" USING btree ("user_id") WHERE needs_user_input;