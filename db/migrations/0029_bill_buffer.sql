-- The balance Chime's bill warnings keep above: a due date on which Crystal projects the balance under
-- it gets a warning. Null until the user sets one ($500 then).
ALTER TABLE "user_preferences" ADD COLUMN "bill_buffer_cents" bigint CHECK ("bill_buffer_cents" >= 0);
