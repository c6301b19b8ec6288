-- Harmony's check-ins: the CFPB Financial Well-Being Scale answered at most once a month (a second
-- check-in in the same month replaces the first only when the user confirms), with the score from
-- the published table and a snapshot of the ledger's facts at the time, so a later check-in can
-- compare how money felt and how it was.
CREATE TABLE "wellbeing_checkins" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"month" text NOT NULL,
	"form" text NOT NULL,
	"answers" jsonb NOT NULL,
	"age_band" text NOT NULL,
	"administered" text NOT NULL,
	"raw" integer NOT NULL,
	"score" integer NOT NULL,
	"facts" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wellbeing_checkins_form_check" CHECK ("form" in ('full', 'short')),
	CONSTRAINT "wellbeing_checkins_age_band_check" CHECK ("age_band" in ('18-61', '62+')),
	CONSTRAINT "wellbeing_checkins_administered_check" CHECK ("administered" in ('self', 'other')),
	CONSTRAINT "wellbeing_checkins_month_check" CHECK ("month" ~ '^[0-9]{4}-[0-9]{2}$')
);--> statement-breakpoint
CREATE UNIQUE INDEX "wellbeing_checkins_month_idx" ON "wellbeing_checkins" USING btree ("user_id","month");
