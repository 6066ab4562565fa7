-- Fiscal receipts (issue 29, ADR 016). Uzbekistan's card payments need a fiscal receipt whose
-- every line names the item's IKPU/MXIK code (17 digits, from the classifier at
-- https://tasnif.soliq.uz/), its package code and its VAT rate, and whose seller is named by TIN
-- (a company, 9 digits) or PINFL (a person, 14 digits). A service keeps its own; NULL means "not
-- given yet", and such a service cannot be sold. An order item copies them when bought, as it
-- copies the title and the price, so a later change never rewrites a receipt.

ALTER TABLE services
  ADD COLUMN ikpu_code text CHECK (ikpu_code ~ '^[0-9]{17}$'),
  ADD COLUMN package_code text CHECK (package_code ~ '^[0-9]{1,20}$'),
  ADD COLUMN vat_percent smallint CHECK (vat_percent BETWEEN 0 AND 100);

-- The seller's tax number: a firm's TIN; a specialist's PINFL, or the TIN of their sole
-- proprietorship when they sell as one.
ALTER TABLE law_firms ADD COLUMN tin text CHECK (tin ~ '^[0-9]{9}$');
ALTER TABLE specialists
  ADD COLUMN tin text CHECK (tin ~ '^[0-9]{9}$'),
  ADD COLUMN pinfl text CHECK (pinfl ~ '^[0-9]{14}$');

-- What the receipt prints, frozen at purchase. Rows bought before this migration have none.
ALTER TABLE order_items
  ADD COLUMN ikpu_code text CHECK (ikpu_code ~ '^[0-9]{17}$'),
  ADD COLUMN package_code text CHECK (package_code ~ '^[0-9]{1,20}$'),
  ADD COLUMN vat_percent smallint CHECK (vat_percent BETWEEN 0 AND 100),
  ADD COLUMN seller_name jsonb CHECK (l10n_is_valid(seller_name, false)),
  ADD COLUMN seller_tin text CHECK (seller_tin ~ '^[0-9]{9}$'),
  ADD COLUMN seller_pinfl text CHECK (seller_pinfl ~ '^[0-9]{14}$');

-- Click's fiscal items are sent after its Complete (ADR 016): when it was accepted, or the last
-- error, so a failed submission can be sent again.
ALTER TABLE payments
  ADD COLUMN fiscal_sent_at timestamptz,
  ADD COLUMN fiscal_error text CHECK (length(fiscal_error) <= 500);
