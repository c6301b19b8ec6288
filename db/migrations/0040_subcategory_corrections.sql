-- Issue 30: a change of subcategory alone (Food & Dining › Fast Food → Food Delivery) is a correction
-- of Tag too, so AI accuracy counts it. The log keeps both subcategories; rows from before have none.
ALTER TABLE "category_corrections" ADD COLUMN IF NOT EXISTS "from_subcategory" text;--> statement-breakpoint
ALTER TABLE "category_corrections" ADD COLUMN IF NOT EXISTS "to_subcategory" text;
