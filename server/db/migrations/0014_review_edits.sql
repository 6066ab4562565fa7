-- When a review's stars or text were last changed by its author (issue 12): `updated_at` also moves
-- when the specialist answers or a moderator decides, so it cannot tell the reader "edited".
ALTER TABLE reviews ADD COLUMN edited_at timestamptz;
ALTER TABLE reviews ADD CONSTRAINT reviews_edited_after_check CHECK (edited_at IS NULL OR edited_at >= created_at);
