-- A visitor's documents (issue 10, ADR 008): the fields each one was made with, and the versions
-- kept of it.

-- The template's fields as they were when the document was made (keys, kinds, labels, options):
-- a later change of the template (an option removed, a label reworded, the template deleted)
-- never makes a stored document invalid or its macros unreadable.
ALTER TABLE user_documents ADD COLUMN fields jsonb NOT NULL DEFAULT '[]' CHECK (template_fields_are_valid(fields));
UPDATE user_documents d SET fields = t.fields FROM document_templates t WHERE t.id = d.template_id;

-- Kept states of a document. `n` is the document's version whose state was kept, so a version is
-- kept once (the primary key), and the newest kept one is the highest n. Kept: on creation, when
-- an edit arrives and the newest kept one is ten minutes old or more (the state before the edit),
-- on each export, before a restore and as the restore's result.
CREATE TABLE user_document_versions (
  document_id bigint NOT NULL REFERENCES user_documents (id) ON DELETE CASCADE,
  n integer NOT NULL CHECK (n >= 1),
  title text NOT NULL CHECK (length(btrim(title)) BETWEEN 1 AND 200),
  locale text NOT NULL CHECK (locale IN ('uz', 'ru', 'en')),
  field_values jsonb NOT NULL DEFAULT '{}' CHECK (jsonb_typeof(field_values) = 'object'),
  body jsonb NOT NULL CHECK (jsonb_typeof(body) = 'array'),
  reason text NOT NULL CHECK (reason IN ('created', 'autosave', 'export', 'before-restore', 'restore')),
  -- The version a restore brought back.
  restored_from integer CHECK (restored_from >= 1),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (document_id, n),
  CHECK ((reason = 'restore') = (restored_from IS NOT NULL))
);
