import { runCommand } from '../../../server/db/commands';
import { silentLogger } from '../../../server/db/logger';
import { loadSeedContent } from '../../../server/db/seed/index';
import { assertPgliteCanLoad, createTestDatabase, engineName, type TestDatabase } from './test-database';

jest.setTimeout(120_000);

let handle: TestDatabase | undefined;
afterAll(() => handle?.dispose());

test(`"db seed --scale 2" migrates, then seeds two copies of the catalogue (${engineName})`, async () => {
  const printed: string[] = [];
  // The embedded engine runs in memory here; on the server the command gets a fresh database.
  handle = engineName === 'postgres' ? await createTestDatabase() : undefined;
  if (!handle) await assertPgliteCanLoad();
  const env = { databaseUrl: handle?.url, dataDir: 'memory://', logger: silentLogger, print: (line: string) => printed.push(line) };

  await runCommand(['seed', '--scale', '2'], env);

  const content = await loadSeedContent();
  expect(printed[0]).toMatch(/^Migrations: \d+ applied, \d+ known\.$/);
  expect(printed[1]).toContain(`specialists ${content.specialists.length * 2}`);
  expect(printed[1]).toContain(`services ${content.services.length * 2}`);
  expect(printed[1]).toContain(`regions ${content.regions.length},`);
});
