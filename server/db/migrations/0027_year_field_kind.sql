-- A template field may be a year (a car's model year): written as a year, never as a grouped
-- number ("2021", not "2 021"). The check of template fields takes the new kind.
CREATE OR REPLACE FUNCTION template_fields_are_valid(fields jsonb) RETURNS boolean
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT jsonb_typeof(fields) = 'array'
     AND coalesce((
           SELECT bool_and(
                    jsonb_typeof(f) = 'object'
                    AND coalesce(f ->> 'key', '') ~ '^[a-z][a-z0-9_]*$'
                    AND l10n_is_valid(f -> 'label', true)
                    AND coalesce(f ->> 'kind', '') IN ('text', 'date', 'number', 'year', 'money', 'pinfl', 'passport', 'phone', 'textarea', 'select')
                    AND jsonb_typeof(f -> 'required') = 'boolean')
              AND count(DISTINCT f ->> 'key') = count(*)
             FROM jsonb_array_elements(fields) AS f), true)
$$;
