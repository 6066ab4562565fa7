import { readStaticImports, gzBytes } from './bench/first-load.mjs';
import { readFileSync } from 'node:fs';
const m = JSON.parse(readFileSync('dist/client/.vite/manifest.json', 'utf8'));
const imports = readStaticImports();
const entry = '/' + m['client/entry-client.tsx'].file;
const pages = ['IndexPage','SpecialistsPage','ServicesPage','ServicePage','ProfilePage','LawfirmsPage','ReferencePage','ReferenceArticlePage','DocumentsPage','SupportPage','SupportQuestionPage','ClaimsPage','ClaimsListPage','ClaimTemplatePage','BasketPage','FavoritesPage','DocumentTemplatePage'];
const closure = (roots) => { const s = new Set(); const v = (f) => { if (s.has(f)) return; s.add(f); (imports.get(f) ?? []).forEach(v); }; roots.forEach(v); return s; };
const kb = (s) => [...s].reduce((a, f) => a + gzBytes(f), 0) / 1024;
const base = closure([entry]);
console.log('entry closure', kb(base).toFixed(1), [...base].map(f=>f.replace('/assets/','')+':'+(gzBytes(f)/1024).toFixed(1)).join(' '));
for (const p of pages) { const c = closure([entry, '/' + m[`client/routes/${p}.tsx`].file]); console.log(p.padEnd(22), kb(c).toFixed(1).padStart(6), c.size, process.argv[2] ? [...c].filter(f=>!base.has(f)).map(f=>f.replace('/assets/','')+':'+(gzBytes(f)/1024).toFixed(1)).join(' ') : ''); }
