// npm run api:routes: writes shared/api/routes.ts, the browser's copy of the table's methods and
// paths (ADR 019). The browser's caller cannot import the table itself: its schemas would bring
// zod into every page's first load. tests/unit/api/routes.test.ts fails when the copy is stale.
import { writeFileSync } from 'node:fs';
import { API_OPERATIONS } from '../shared/api/operations.js';
import { routesSource } from '../shared/api/routes-source.js';

writeFileSync(new URL('../shared/api/routes.ts', import.meta.url), routesSource(API_OPERATIONS));
console.log('shared/api/routes.ts written');
