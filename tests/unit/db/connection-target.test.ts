import { describeUrl, scrub, targetLabel } from '../../../server/db/connection-target';

describe('describing DATABASE_URL for messages', () => {
  test('names host, port, database and user', () => {
    const target = describeUrl('postgres://huquq:p%40ss@db.internal:6432/huquq_prod?sslmode=require');
    expect(targetLabel(target)).toBe('db.internal:6432 (database "huquq_prod", user "huquq")');
  });

  test('fills PostgreSQL defaults', () => {
    expect(targetLabel(describeUrl('postgresql://db/'))).toBe('db:5432 (database "postgres", user "(default user)")');
  });

  test('scrubs the decoded password from any text', () => {
    const target = describeUrl('postgres://huquq:p%40ss@db/huquq');
    expect(scrub('auth failed for p@ss at db', target)).toBe('auth failed for *** at db');
  });

  test('refuses other schemes without echoing the URL', () => {
    expect(() => describeUrl('mysql://root:hunter2@db/x')).toThrow('DATABASE_URL must start with postgres:// or postgresql:// (got mysql://)');
  });
});
