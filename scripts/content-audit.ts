/**
 * Counts what the content checks find (tests/unit/content): banned glossary variants, quoted
 * labels that are not interface strings, split Uzbek suffixes, wrong quotes and apostrophes, a
 * currency after a breaking space, "(-ая)", and Russian names undeclined after a preposition (in the
 * texts and in the code that writes the claim's sentences).
 * `npx tsx scripts/content-audit.ts` prints one line per check; `--list` prints every finding.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LOCALES_DIR, codeEntries, corpus } from '../tests/unit/content/corpus';
import { countByCheck, glossaryFindings, labelFindings, typographyFindings, undeclinedNameFindings, type Glossary } from '../tests/unit/content/checks';
import { ALLOWED_QUOTES, interfaceStrings } from '../tests/unit/content/interface';

const glossary = JSON.parse(readFileSync(join(LOCALES_DIR, 'glossary.json'), 'utf8')) as Glossary;
const entries = corpus();
const findings = [
  ...glossaryFindings(entries, glossary),
  ...labelFindings(entries, interfaceStrings(), ALLOWED_QUOTES),
  ...typographyFindings(entries),
  ...undeclinedNameFindings(codeEntries()),
];
if (process.argv.includes('--list')) for (const f of findings) console.log(`${f.check}\t${f.lang}\t${f.where}\t${f.message}`);
const counts = countByCheck(findings);
for (const check of Object.keys(counts).sort()) console.log(`${String(counts[check]).padStart(5)}  ${check}`);
console.log(`${String(findings.length).padStart(5)}  total (${entries.length} texts checked)`);
