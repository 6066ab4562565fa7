import { ConfigError, loadConfig } from '../../server/config.js';

describe('environment validation', () => {
  test('defaults serve on port 3000 with compression and the first-visit rule on', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.COMPRESSION).toBe(true);
    expect(config.FIRST_VISIT_REDIRECT).toBe(true);
    expect(config.publicOrigin).toBe('http://localhost:3000');
    expect(config.TRUST_PROXY).toBe(false);
  });

  test.each([
    ['PORT', 'eighty'],
    ['PORT', '70000'],
    ['PUBLIC_ORIGIN', 'not a url'],
    ['DATABASE_URL', 'mysql://x'],
    ['TRUST_PROXY', 'true'],
    ['LOG_LEVEL', 'loud'],
    ['COMPRESSION', 'maybe'],
    ['METRICS_TOKEN', 'short'],
    ['COOKIE_DOMAIN', 'not a domain'],
    ['INSTANCE_ID', 'has spaces'],
    ['SEED_CONTENT', 'sometimes'],
  ])('a bad %s stops the start with a message naming it', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`^Invalid environment:\\n  ${name}: `));
  });

  test('TRUST_PROXY takes a hop count or a subnet list', () => {
    expect(loadConfig({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(loadConfig({ TRUST_PROXY: 'loopback, 10.0.0.0/8' }).TRUST_PROXY).toBe('loopback, 10.0.0.0/8');
  });

  test('production waits for the balancer before closing; development does not', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).shutdownDrainMs).toBe(5000);
    expect(loadConfig({}).shutdownDrainMs).toBe(0);
    expect(loadConfig({ SHUTDOWN_DRAIN_MS: '100' }).shutdownDrainMs).toBe(100);
  });

  test('an empty database is seeded by default, except a production server database unless SEED_CONTENT asks', () => {
    const server = { DATABASE_URL: 'postgres://db.internal/huquq' };
    expect(loadConfig({}).seedContent).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production' }).seedContent).toBe(true); // the embedded database
    expect(loadConfig({ ...server }).seedContent).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production', ...server }).seedContent).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', ...server, SEED_CONTENT: 'on' }).seedContent).toBe(true);
    expect(loadConfig({ SEED_CONTENT: 'off' }).seedContent).toBe(false);
  });

  test('INSTANCE_ID names the replica', () => {
    expect(loadConfig({ INSTANCE_ID: 'web-2.eu' }).INSTANCE_ID).toBe('web-2.eu');
    expect(loadConfig({}).INSTANCE_ID).toBeUndefined();
  });

  test('empty values count as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' }).PORT).toBe(3000);
  });
});
