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
    ['DATABASE_POOL_MAX', '0'],
    ['DATABASE_POOL_MAX', '2.5'],
    ['DATABASE_POOL_MAX', 'many'],
  ])('a bad %s stops the start with a message naming it', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`^Invalid environment:\\n  ${name}: `));
  });

  test('TRUST_PROXY takes a hop count or a subnet list', () => {
    expect(loadConfig({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(loadConfig({ TRUST_PROXY: 'loopback, 10.0.0.0/8' }).TRUST_PROXY).toBe('loopback, 10.0.0.0/8');
  });

  test('production waits for the balancer before closing; development does not', () => {
    expect(loadConfig({ NODE_ENV: 'production', METRICS_TOKEN: 'a-long-metrics-token-123' }).shutdownDrainMs).toBe(5000);
    expect(loadConfig({}).shutdownDrainMs).toBe(0);
    expect(loadConfig({ SHUTDOWN_DRAIN_MS: '100' }).shutdownDrainMs).toBe(100);
  });

  test('an empty database is seeded by default, except a production server database unless SEED_CONTENT asks', () => {
    const server = { DATABASE_URL: 'postgres://db.internal/huquq' };
    expect(loadConfig({}).seedContent).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production', METRICS_TOKEN: 'a-long-metrics-token-123' }).seedContent).toBe(true); // the embedded database
    expect(loadConfig({ ...server }).seedContent).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production', METRICS_TOKEN: 'a-long-metrics-token-123', ...server }).seedContent).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', METRICS_TOKEN: 'a-long-metrics-token-123', ...server, SEED_CONTENT: 'on' }).seedContent).toBe(true);
    expect(loadConfig({ SEED_CONTENT: 'off' }).seedContent).toBe(false);
  });

  test('the PostgreSQL pool keeps 10 connections unless DATABASE_POOL_MAX says how many', () => {
    expect(loadConfig({}).DATABASE_POOL_MAX).toBe(10);
    expect(loadConfig({ DATABASE_POOL_MAX: '3' }).DATABASE_POOL_MAX).toBe(3);
  });

  test('INSTANCE_ID names the replica', () => {
    expect(loadConfig({ INSTANCE_ID: 'web-2.eu' }).INSTANCE_ID).toBe('web-2.eu');
    expect(loadConfig({}).INSTANCE_ID).toBeUndefined();
  });

  test('empty values count as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' }).PORT).toBe(3000);
  });
});

describe('metrics (issue 29)', () => {
  test('production refuses to start with /metrics open: it needs METRICS_TOKEN or METRICS_PORT, and says so naming the variable', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/^Invalid environment:\n {2}METRICS_TOKEN: required in production unless METRICS_PORT/);
    expect(loadConfig({ NODE_ENV: 'production', METRICS_TOKEN: 'a-long-metrics-token-123' }).metricsListener).toBeNull();
    expect(loadConfig({ NODE_ENV: 'production', METRICS_PORT: '9464' }).metricsListener).toEqual({ port: 9464, host: '127.0.0.1' });
  });

  test('outside production /metrics may stay open on the site port', () => {
    expect(loadConfig({}).metricsListener).toBeNull();
    expect(loadConfig({ NODE_ENV: 'test' }).METRICS_TOKEN).toBeUndefined();
  });

  test('METRICS_PORT and METRICS_HOST: a listener of its own, on another port than the site', () => {
    expect(loadConfig({ METRICS_PORT: '9464', METRICS_HOST: '0.0.0.0' }).metricsListener).toEqual({ port: 9464, host: '0.0.0.0' });
    expect(() => loadConfig({ METRICS_PORT: '3000' })).toThrow(/METRICS_PORT: must differ from PORT/);
    expect(() => loadConfig({ METRICS_PORT: 'nine' })).toThrow(/^Invalid environment:\n {2}METRICS_PORT: /);
    expect(() => loadConfig({ METRICS_PORT: '70000' })).toThrow(/METRICS_PORT: /);
    expect(() => loadConfig({ METRICS_HOST: '0.0.0.0' })).toThrow(/METRICS_PORT: required when METRICS_HOST is set/);
  });
});

describe('payment providers', () => {
  test('defaults: Payme login Paycom, the real checkout and pay pages, nothing else set', () => {
    const config = loadConfig({});
    expect(config.PAYME_MERCHANT_LOGIN).toBe('Paycom');
    expect(config.PAYME_CHECKOUT_URL).toBe('https://checkout.paycom.uz');
    expect(config.CLICK_PAY_URL).toBe('https://my.click.uz/services/pay');
    expect(config.PAYME_MERCHANT_KEY).toBeUndefined();
    expect(config.RATE_LIMIT_PAYMENTS_PER_MINUTE).toBe(600);
    expect(config.PAYMENTS_RECONCILE_MINUTES).toBeUndefined();
  });

  test('PAYMENTS_RECONCILE_MINUTES turns the reconciliation timer on, in whole minutes up to a day', () => {
    expect(loadConfig({ PAYMENTS_RECONCILE_MINUTES: '15' }).PAYMENTS_RECONCILE_MINUTES).toBe(15);
    expect(loadConfig({ PAYMENTS_RECONCILE_MINUTES: '' }).PAYMENTS_RECONCILE_MINUTES).toBeUndefined();
  });

  test.each([
    ['PAYME_MERCHANT_ID', 'has spaces'],
    ['PAYME_ALLOWED_IPS', '185.234.113.1; drop'],
    ['PAYME_CHECKOUT_URL', 'ftp://checkout'],
    ['CLICK_SERVICE_ID', 'abc'],
    ['CLICK_MERCHANT_ID', '-1'],
    ['CLICK_PAY_URL', 'nowhere'],
    ['RATE_LIMIT_PAYMENTS_PER_MINUTE', '0'],
    ['PAYMENTS_RECONCILE_MINUTES', '0'],
    ['PAYMENTS_RECONCILE_MINUTES', '1.5'],
    ['PAYMENTS_RECONCILE_MINUTES', '1441'],
  ])('a bad %s stops the start naming it', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`^Invalid environment:\\n  ${name}: `));
  });

  test('a Click key needs its service and merchant ids; a production Payme key its merchant id', () => {
    expect(() => loadConfig({ CLICK_SECRET_KEY: 'k' })).toThrow(/CLICK_SERVICE_ID: required/);
    expect(() => loadConfig({ CLICK_SECRET_KEY: 'k', CLICK_SERVICE_ID: '1', CLICK_MERCHANT_ID: '2' })).not.toThrow();
    expect(() =>
      loadConfig({ NODE_ENV: 'production', ONEID_BASE_URL: 'https://sso.egov.uz', ONEID_CLIENT_ID: 'a', ONEID_CLIENT_SECRET: 'b', PAYME_MERCHANT_KEY: 'k' }),
    ).toThrow(/PAYME_MERCHANT_ID: required/);
  });

  test('a provider with an id needs its key in every environment, or the server refuses to start (issue 29)', () => {
    for (const NODE_ENV of ['development', 'test'] as const) {
      expect(() => loadConfig({ NODE_ENV, PAYME_MERCHANT_ID: 'abc' })).toThrow(/PAYME_MERCHANT_KEY: required when PAYME_MERCHANT_ID is set/);
      expect(() => loadConfig({ NODE_ENV, CLICK_SERVICE_ID: '1' })).toThrow(/CLICK_SECRET_KEY: required when CLICK_SERVICE_ID or CLICK_MERCHANT_ID is set/);
      expect(() => loadConfig({ NODE_ENV, CLICK_MERCHANT_ID: '2' })).toThrow(/CLICK_SECRET_KEY: required/);
      expect(() =>
        loadConfig({ NODE_ENV, PAYME_MERCHANT_ID: 'abc', PAYME_MERCHANT_KEY: 'k', CLICK_SERVICE_ID: '1', CLICK_MERCHANT_ID: '2', CLICK_SECRET_KEY: 's' }),
      ).not.toThrow();
    }
    expect(() =>
      loadConfig({ NODE_ENV: 'production', ONEID_BASE_URL: 'https://sso.egov.uz', ONEID_CLIENT_ID: 'a', ONEID_CLIENT_SECRET: 'b', PAYME_MERCHANT_ID: 'abc' }),
    ).toThrow(/PAYME_MERCHANT_KEY: required/);
  });

  test('signing with E-IMZO (ADR 026): stand-ins outside production only; production signs only with E-IMZO-SERVER and the API key', () => {
    const prod = { NODE_ENV: 'production', METRICS_TOKEN: 'a-long-metrics-token-123' };
    const dev = loadConfig({});
    expect([dev.eimzoSigning, dev.eimzoStandin]).toEqual([true, true]);
    expect([loadConfig(prod).eimzoSigning, loadConfig(prod).eimzoStandin]).toEqual([false, false]);
    expect(() => loadConfig({ ...prod, EIMZO_SIGNING: 'on' })).toThrow(/EIMZO_SERVER_URL: required when EIMZO_SIGNING is on/);
    expect(() => loadConfig({ ...prod, EIMZO_STANDIN: 'on' })).toThrow(/EIMZO_STANDIN: the E-IMZO stand-ins must never run in production/);
    expect(() => loadConfig({ ...prod, EIMZO_SERVER_URL: 'http://eimzo:8080' })).toThrow(/EIMZO_API_KEY: required in production/);
    const configured = loadConfig({ ...prod, EIMZO_SERVER_URL: 'http://eimzo:8080', EIMZO_API_KEY: 'ABCDEF0123456789ABCDEF0123456789' });
    expect([configured.eimzoSigning, configured.eimzoStandin]).toEqual([true, false]);
    expect(loadConfig({ ...prod, EIMZO_SERVER_URL: 'http://eimzo:8080', EIMZO_SIGNING: 'off' }).eimzoSigning).toBe(false);
  });
});
