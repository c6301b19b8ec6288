-- Wave's music (Spotify): one connection per user with its tokens encrypted (AES-256-GCM), and the
-- focus and calm playlists Wave made in the user's Spotify account.
CREATE TABLE "music_connections" (
	"user_id" uuid PRIMARY KEY NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"provider" text DEFAULT 'spotify' NOT NULL,
	"access_token" text NOT NULL,
	"refresh_token" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"scopes" text DEFAULT '' NOT NULL,
	"spotify_user_id" text NOT NULL,
	"display_name" text,
	"product" text,
	"status" text DEFAULT 'connected' NOT NULL,
	"problem" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE TABLE "music_playlists" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"spotify_id" text NOT NULL,
	"url" text NOT NULL,
	"track_count" integer NOT NULL,
	"tracks" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "music_playlists_user_idx" ON "music_playlists" ("user_id","created_at");
