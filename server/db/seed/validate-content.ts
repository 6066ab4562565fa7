/** Checks seed content before writing, so a mistake reads as a sentence rather than a constraint name. */
import { isValidNickname } from '../../../shared/routes';
import type { SeedContent } from './content/types';

export function validateContent(content: SeedContent): void {
  const problems: string[] = [];
  const unique = (kind: string, keys: string[]) => {
    const seen = new Set<string>();
    for (const key of keys) {
      if (seen.has(key)) problems.push(`${kind} "${key}" appears twice`);
      seen.add(key);
    }
  };
  unique('region', content.regions.map((r) => r.id));
  unique('specialization group', content.parentSpecializations.map((g) => g.id));
  unique('specialization', content.specializations.map((s) => s.id));
  unique('law firm', content.lawFirms.map((f) => f.id));
  unique('specialist', content.specialists.map((s) => s.nickname));
  unique('service', content.services.map((s) => s.id));
  unique('reference category', content.referenceCategories.map((c) => c.id));
  unique('reference article', content.referenceArticles.map((a) => a.id));
  unique('document category', content.documentCategories.map((c) => c.id));
  unique('document template', content.documentTemplates.map((d) => d.id));
  unique('claim category', content.claimCategories.map((c) => c.id));
  unique('claim template', content.claimTemplates.map((c) => c.id));
  unique('court', content.courts.map((c) => c.id));
  unique('support category', content.supportCategories.map((c) => c.id));
  unique('support question', content.supportQuestions.map((q) => q.id));
  for (const specialist of content.specialists) {
    if (!isValidNickname(specialist.nickname)) {
      problems.push(`specialist nickname "${specialist.nickname}" is not 3–32 of a-z 0-9 _ . or is a reserved path segment`);
    }
  }
  if (problems.length) throw new Error(`Seed content is not valid:\n  - ${problems.join('\n  - ')}`);
}
