-- Reviews from paid clients (issue 12): one per order item, written by the order's client once the
-- work is done, editable for 30 days (checked by the API), answered once by the specialist,
-- reportable, hidden only by moderation (`npm run reviews:moderate`). The ratings of specialists
-- and law firms are computed from the visible reviews by the triggers below, so the columns the
-- catalogue sorts and filters on (0003) can never disagree with the reviews.
CREATE TABLE reviews (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  order_item_id bigint NOT NULL UNIQUE REFERENCES order_items (id) ON DELETE CASCADE,
  order_id bigint NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  author_user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- Whose work it was, copied from the service when the review is written (a service may go).
  service_id bigint REFERENCES services (id) ON DELETE SET NULL,
  specialist_id bigint REFERENCES specialists (id) ON DELETE CASCADE,
  law_firm_id bigint REFERENCES law_firms (id) ON DELETE CASCADE,
  stars smallint NOT NULL CHECK (stars BETWEEN 1 AND 5),
  body text NOT NULL CHECK (char_length(btrim(body)) BETWEEN 20 AND 2000),
  -- The language the client wrote in (any of the three; shown as written, never translated).
  lang text NOT NULL CHECK (lang IN ('uz', 'ru', 'en')),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  -- The specialist's one public answer.
  answer text CHECK (char_length(btrim(answer)) BETWEEN 2 AND 2000),
  answer_lang text CHECK (answer_lang IN ('uz', 'ru', 'en')),
  answered_at timestamptz,
  answered_by_user_id bigint REFERENCES users (id) ON DELETE SET NULL,
  -- Moderation: a reported review stays visible until a moderator keeps or hides it.
  hidden_at timestamptz,
  moderated_at timestamptz,
  moderation_note text CHECK (length(moderation_note) <= 500),
  CHECK (num_nonnulls(specialist_id, law_firm_id) = 1),
  CHECK ((answer IS NULL) = (answered_at IS NULL)),
  CHECK ((answer IS NULL) = (answer_lang IS NULL)),
  CHECK (hidden_at IS NULL OR moderated_at IS NOT NULL)
);
CREATE TRIGGER reviews_updated_at BEFORE UPDATE ON reviews FOR EACH ROW EXECUTE FUNCTION set_updated_at();
CREATE INDEX reviews_specialist_idx ON reviews (specialist_id, created_at DESC, id) WHERE hidden_at IS NULL AND specialist_id IS NOT NULL;
CREATE INDEX reviews_law_firm_idx ON reviews (law_firm_id, created_at DESC, id) WHERE hidden_at IS NULL AND law_firm_id IS NOT NULL;
CREATE INDEX reviews_service_idx ON reviews (service_id, created_at DESC, id) WHERE hidden_at IS NULL AND service_id IS NOT NULL;
CREATE INDEX reviews_author_idx ON reviews (author_user_id);
CREATE INDEX reviews_order_idx ON reviews (order_id);

-- One report per reviewer and review; `resolved_at` is set when the review is moderated.
CREATE TABLE review_reports (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  review_id bigint NOT NULL REFERENCES reviews (id) ON DELETE CASCADE,
  reporter_user_id bigint REFERENCES users (id) ON DELETE SET NULL,
  reason text NOT NULL DEFAULT '' CHECK (length(reason) <= 500),
  created_at timestamptz NOT NULL DEFAULT now(),
  resolved_at timestamptz,
  UNIQUE (review_id, reporter_user_id)
);
CREATE INDEX review_reports_open_idx ON review_reports (created_at, review_id) WHERE resolved_at IS NULL;

-- The rating of one specialist or law firm from its visible reviews (NULL/0 when there is none,
-- as 0003's checks want). Rounded to one decimal, as shown.
CREATE FUNCTION refresh_specialist_rating(target bigint) RETURNS void LANGUAGE sql AS $$
  UPDATE specialists s
     SET rating_average = r.average, rating_count = r.count
    FROM (SELECT round(avg(stars)::numeric, 1)::real AS average, count(*)::integer AS count
            FROM reviews WHERE specialist_id = target AND hidden_at IS NULL) r
   WHERE s.id = target
     AND (s.rating_average IS DISTINCT FROM r.average OR s.rating_count IS DISTINCT FROM r.count);
$$;

CREATE FUNCTION refresh_law_firm_rating(target bigint) RETURNS void LANGUAGE sql AS $$
  UPDATE law_firms f
     SET rating_average = r.average, rating_count = r.count
    FROM (SELECT round(avg(stars)::numeric, 1)::real AS average, count(*)::integer AS count
            FROM reviews WHERE law_firm_id = target AND hidden_at IS NULL) r
   WHERE f.id = target
     AND (f.rating_average IS DISTINCT FROM r.average OR f.rating_count IS DISTINCT FROM r.count);
$$;

-- Every rating at once: after a bulk load (the seed sets huquq.defer_ratings and calls this).
CREATE FUNCTION refresh_all_ratings() RETURNS void LANGUAGE sql AS $$
  UPDATE specialists s
     SET rating_average = r.average, rating_count = coalesce(r.count, 0)
    FROM specialists s2
    LEFT JOIN (SELECT specialist_id, round(avg(stars)::numeric, 1)::real AS average, count(*)::integer AS count
                 FROM reviews WHERE hidden_at IS NULL AND specialist_id IS NOT NULL GROUP BY specialist_id) r
      ON r.specialist_id = s2.id
   WHERE s.id = s2.id
     AND (s.rating_average IS DISTINCT FROM r.average OR s.rating_count IS DISTINCT FROM coalesce(r.count, 0));
  UPDATE law_firms f
     SET rating_average = r.average, rating_count = coalesce(r.count, 0)
    FROM law_firms f2
    LEFT JOIN (SELECT law_firm_id, round(avg(stars)::numeric, 1)::real AS average, count(*)::integer AS count
                 FROM reviews WHERE hidden_at IS NULL AND law_firm_id IS NOT NULL GROUP BY law_firm_id) r
      ON r.law_firm_id = f2.id
   WHERE f.id = f2.id
     AND (f.rating_average IS DISTINCT FROM r.average OR f.rating_count IS DISTINCT FROM coalesce(r.count, 0));
$$;

CREATE FUNCTION reviews_refresh_ratings() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('huquq.defer_ratings', true) = 'on' THEN
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    IF OLD.specialist_id IS NOT NULL THEN PERFORM refresh_specialist_rating(OLD.specialist_id); END IF;
    IF OLD.law_firm_id IS NOT NULL THEN PERFORM refresh_law_firm_rating(OLD.law_firm_id); END IF;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    IF NEW.specialist_id IS NOT NULL AND (TG_OP = 'INSERT' OR NEW.specialist_id IS DISTINCT FROM OLD.specialist_id) THEN
      PERFORM refresh_specialist_rating(NEW.specialist_id);
    END IF;
    IF NEW.law_firm_id IS NOT NULL AND (TG_OP = 'INSERT' OR NEW.law_firm_id IS DISTINCT FROM OLD.law_firm_id) THEN
      PERFORM refresh_law_firm_rating(NEW.law_firm_id);
    END IF;
  END IF;
  RETURN NULL;
END;
$$;
-- Only what changes a rating fires it: stars, visibility, whose review it is.
CREATE TRIGGER reviews_ratings_insert_delete AFTER INSERT OR DELETE ON reviews FOR EACH ROW EXECUTE FUNCTION reviews_refresh_ratings();
CREATE TRIGGER reviews_ratings_update AFTER UPDATE OF stars, hidden_at, specialist_id, law_firm_id ON reviews FOR EACH ROW EXECUTE FUNCTION reviews_refresh_ratings();

-- The ratings seeded before this migration were numbers without reviews: from now on they are
-- what the reviews say (none yet: the seed writes reviews through paid orders).
SELECT refresh_all_ratings();
