import { runCommand, UsageError } from '../../../server/db/commands';
import { silentLogger } from '../../../server/db/logger';

// Bad arguments are refused before any database is opened (the data dir does not exist).
const env = { databaseUrl: undefined, dataDir: '/nonexistent/huquq', logger: silentLogger, print: () => {} };

describe('db command line arguments', () => {
  test.each([[[]], [['frobnicate']], [['migrate', '--scale', '2']], [['status', '--force']]])('refuses %p', async (args) => {
    await expect(runCommand(args, env)).rejects.toBeInstanceOf(UsageError);
  });

  test('refuses an unknown option', async () => {
    await expect(runCommand(['seed', '--scael', '2'], env)).rejects.toBeInstanceOf(UsageError);
  });

  test.each(['0', '1.5', 'abc', '1001'])('refuses --scale %p', async (scale) => {
    await expect(runCommand(['seed', '--scale', scale], env)).rejects.toThrow('--scale must be a whole number from 1 to 1000');
  });
});
