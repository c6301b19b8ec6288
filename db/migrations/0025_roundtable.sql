-- Roundtable: podcast episodes about the user's own money, their podcast preferences and the private
-- RSS feed token. An episode's number is given when it is ready: the highest for that user and
-- podcaster plus 1, unique, so a retried job never makes two.
CREATE TABLE "podcast_episodes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"podcaster_id" text NOT NULL,
	"type" text NOT NULL,
	"timeframe_days" integer NOT NULL,
	"period_from" date NOT NULL,
	"period_to" date NOT NULL,
	"title" text,
	"description" text,
	"script" jsonb,
	"audio_url" text,
	"audio_key" text,
	"audio_mime" text,
	"audio_bytes" integer,
	"duration_seconds" real,
	"audio_problem" text,
	"financial_data" jsonb,
	"episode_number" integer,
	"status" text DEFAULT 'queued' NOT NULL,
	"steps" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"error" text,
	"listen_count" integer DEFAULT 0 NOT NULL,
	"rating" smallint,
	"favourite" boolean DEFAULT false NOT NULL,
	"position_seconds" real DEFAULT 0 NOT NULL,
	"heard_seconds" real DEFAULT 0 NOT NULL,
	"completed" boolean DEFAULT false NOT NULL,
	"auto_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ready_at" timestamp with time zone,
	CONSTRAINT "podcast_episodes_rating_check" CHECK ("rating" IS NULL OR "rating" BETWEEN 1 AND 5)
);--> statement-breakpoint
CREATE UNIQUE INDEX "podcast_episodes_number_idx" ON "podcast_episodes" ("user_id", "podcaster_id", "episode_number");--> statement-breakpoint
CREATE UNIQUE INDEX "podcast_episodes_auto_idx" ON "podcast_episodes" ("user_id", "auto_key");--> statement-breakpoint
CREATE INDEX "podcast_episodes_user_idx" ON "podcast_episodes" ("user_id", "created_at");--> statement-breakpoint
CREATE TABLE "user_podcast_preferences" (
	"user_id" uuid PRIMARY KEY NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"frequency" text DEFAULT 'weekly' NOT NULL,
	"length_minutes" integer DEFAULT 15 NOT NULL,
	"voice" text DEFAULT 'roundtable' NOT NULL,
	"include" jsonb NOT NULL,
	"auto_generate" boolean DEFAULT false NOT NULL,
	"notifications" boolean DEFAULT true NOT NULL,
	"format" text DEFAULT 'mp3' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE TABLE "podcast_feeds" (
	"user_id" uuid PRIMARY KEY NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE UNIQUE INDEX "podcast_feeds_token_idx" ON "podcast_feeds" ("token");
