CREATE TABLE "prime_approvals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"document_id" uuid NOT NULL,
	"employee" text NOT NULL,
	"unsure" integer NOT NULL,
	"total" integer NOT NULL,
	"message" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "prime_approvals" ADD CONSTRAINT "prime_approvals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prime_approvals" ADD CONSTRAINT "prime_approvals_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "prime_approvals_document_idx" ON "prime_approvals" USING btree ("document_id");--> statement-breakpoint
CREATE INDEX "prime_approvals_user_idx" ON "prime_approvals" USING btree ("user_id","created_at");