-- The five categories every bank statement needs (Fees & Charges, Personal Care, Education, Gifts &
-- Donations, Taxes). Two subcategories moved into them: Shopping › Gifts and Housing › Property Tax
-- go with their rows, Tag rules, learned patterns and budgets. Rows Tag itself filed under the old
-- stand-ins (bank fees under Business › Professional Services, salons under Health & Fitness…) are
-- re-read by db/backfill.ts once, recorded in data_migrations; the user's own choices are kept.
UPDATE "transactions" SET "category" = 'Gifts & Donations' WHERE "category" = 'Shopping' AND "subcategory" = 'Gifts';--> statement-breakpoint
UPDATE "transactions" SET "category" = 'Taxes' WHERE "category" = 'Housing' AND "subcategory" = 'Property Tax';--> statement-breakpoint
UPDATE "tag_rules" SET "category" = 'Gifts & Donations' WHERE "category" = 'Shopping' AND "subcategory" = 'Gifts';--> statement-breakpoint
UPDATE "tag_rules" SET "category" = 'Taxes' WHERE "category" = 'Housing' AND "subcategory" = 'Property Tax';--> statement-breakpoint
UPDATE "tag_patterns" SET "category" = 'Gifts & Donations' WHERE "category" = 'Shopping' AND "subcategory" = 'Gifts';--> statement-breakpoint
UPDATE "tag_patterns" SET "category" = 'Taxes' WHERE "category" = 'Housing' AND "subcategory" = 'Property Tax';--> statement-breakpoint
UPDATE "budgets" SET "category" = 'Gifts & Donations' WHERE "category" = 'Shopping' AND "subcategory" = 'Gifts';--> statement-breakpoint
UPDATE "budgets" SET "category" = 'Taxes' WHERE "category" = 'Housing' AND "subcategory" = 'Property Tax';--> statement-breakpoint
CREATE TABLE "data_migrations" (
	"name" text PRIMARY KEY NOT NULL,
	"rows" integer DEFAULT 0 NOT NULL,
	"done_at" timestamp with time zone DEFAULT now() NOT NULL
);
