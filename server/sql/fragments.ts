/**
 * SQL pieces several catalogue queries share. Each takes the SQL expressions it works on
 * (a row id, the language placeholder) and returns an expression; none embeds a value.
 */

/** Today in Uzbekistan, whatever the session's time zone (dates and months are Tashkent's). */
export const TASHKENT_TODAY = `(now() AT TIME ZONE 'Asia/Tashkent')::date`;

/** A timestamp's calendar day in Tashkent, as 'YYYY-MM-DD'. */
export const tashkentDate = (column: string) => `(${column} AT TIME ZONE 'Asia/Tashkent')::date`;

const monthIndex = (date: string) => `(extract(year FROM ${date})::int * 12 + extract(month FROM ${date})::int - 1)`;

/**
 * Months of work experience of a specialist, each calendar month once, both ends counted: the
 * SQL twin of shared/format totalExperienceMonths. Periods become month ranges, overlapping or
 * adjacent ranges merge into islands (gaps and islands over a running maximum), and the islands'
 * lengths add up. A period that has not begun yet counts nothing.
 */
export function experienceMonths(specialistId: string): string {
  return `(SELECT coalesce(sum(hi - lo + 1), 0)::int FROM (
      SELECT min(lo) AS lo, max(hi) AS hi FROM (
        SELECT lo, hi, sum(CASE WHEN starts THEN 1 ELSE 0 END) OVER (ORDER BY lo, hi) AS island FROM (
          SELECT lo, hi,
                 lo > coalesce(max(hi) OVER (ORDER BY lo, hi ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING), lo - 2) + 1 AS starts
            FROM (SELECT ${monthIndex('e.started_on')} AS lo, ${monthIndex(`coalesce(e.ended_on, ${TASHKENT_TODAY})`)} AS hi
                    FROM specialist_experience e WHERE e.specialist_id = ${specialistId}) AS periods
           WHERE hi >= lo) AS marked) AS numbered
      GROUP BY island) AS islands)`;
}

/** [{organization, position, from, to}] of a specialist's jobs, newest first; months as 'YYYY-MM', `to` null while current. */
export function experienceJson(specialistId: string, lang: string): string {
  return `(SELECT coalesce(json_agg(json_build_object(
                 'organization', l10n_text(e.organization, ${lang}), 'position', l10n_text(e.position, ${lang}),
                 'from', to_char(e.started_on, 'YYYY-MM'), 'to', to_char(e.ended_on, 'YYYY-MM'))
               ORDER BY e.started_on DESC, e.id), '[]'::json)
          FROM specialist_experience e WHERE e.specialist_id = ${specialistId})`;
}

/** [{id, slug, name}] of a row's specializations through a link table, in `position` order when it has one. */
export function specializationsJson(link: string, ownerColumn: string, ownerId: string, lang: string, ordered = true): string {
  const order = ordered ? 'l.position, sp.id' : 'sp.sort_order, sp.id';
  return `(SELECT coalesce(json_agg(json_build_object('id', sp.id, 'slug', sp.slug, 'name', l10n_text(sp.name, ${lang})) ORDER BY ${order}), '[]'::json)
             FROM ${link} l JOIN specializations sp ON sp.id = l.specialization_id WHERE l.${ownerColumn} = ${ownerId})`;
}

/** Rows of `table` whose id is given either way (idOrSlug): one placeholder, one index lookup. */
export function idOrSlugLookup(table: string, value: { id: number } | { slug: string }, add: (value: unknown) => string): string {
  return 'id' in value ? add(value.id) : `(SELECT id FROM ${table} WHERE slug = ${add(value.slug)})`;
}
