import { ConfigError, loadConfig } from '../../../server/config.js';
import { oneIdSettings } from '../../../server/auth/oneid-settings.js';
import { createAuthLayer } from '../../../server/auth/layer.js';

describe('sign-in settings', () => {
  test('outside production without ONEID_BASE_URL the stand-in is on, at /_oneid, with its own client', () => {
    const config = loadConfig({ PUBLIC_ORIGIN: 'http://localhost:3000' });
    expect(config.oneidStandin).toBe(true);
    expect(oneIdSettings(config)).toMatchObject({
      authorizeEndpoint: '/_oneid/sso/oauth/Authorization.do',
      serverEndpoint: null,
      clientId: 'huquq-standin',
      redirectUri: 'http://localhost:3000/auth/oneid/callback',
    });
  });

  test('with ONEID_BASE_URL the real endpoint is used and the stand-in is off', () => {
    const config = loadConfig({
      ONEID_BASE_URL: 'https://sso.egov.uz/',
      ONEID_CLIENT_ID: 'huquq_uz',
      ONEID_CLIENT_SECRET: 'secret',
      ONEID_REDIRECT_URI: 'https://huquq.uz/auth/oneid/callback',
    });
    expect(config.oneidStandin).toBe(false);
    expect(oneIdSettings(config)).toMatchObject({
      authorizeEndpoint: 'https://sso.egov.uz/sso/oauth/Authorization.do',
      serverEndpoint: 'https://sso.egov.uz/sso/oauth/Authorization.do',
      clientId: 'huquq_uz',
      clientSecret: 'secret',
      scope: 'huquq_uz', // the client id unless ONEID_SCOPE says otherwise
      redirectUri: 'https://huquq.uz/auth/oneid/callback',
      timeoutMs: 10_000,
    });
  });

  test('production never turns the stand-in on by itself; sign-in is then unavailable until OneID is configured', () => {
    const config = loadConfig({ NODE_ENV: 'production', METRICS_TOKEN: 'a-long-metrics-token-123' });
    expect(config.oneidStandin).toBe(false);
    expect(oneIdSettings(config)).toBeNull();
  });

  test.each(['on', 'true', '1'])('production with ONEID_STANDIN=%s refuses to start, naming the variable', (value) => {
    expect(() => loadConfig({ NODE_ENV: 'production', ONEID_STANDIN: value })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production', ONEID_STANDIN: value })).toThrow(/ONEID_STANDIN: the OneID stand-in must never run in production/);
  });

  test('even a configuration built by hand cannot mount the stand-in in production', () => {
    const config = { ...loadConfig({ NODE_ENV: 'production', METRICS_TOKEN: 'a-long-metrics-token-123' }), oneidStandin: true };
    expect(() => createAuthLayer({ config, resources: {} })).toThrow(/ONEID_STANDIN/);
  });

  test.each(['ONEID_CLIENT_ID', 'ONEID_CLIENT_SECRET'])('ONEID_BASE_URL without %s stops the start', (name) => {
    const env: Record<string, string> = { ONEID_BASE_URL: 'https://sso.egov.uz', ONEID_CLIENT_ID: 'id', ONEID_CLIENT_SECRET: 'secret' };
    delete env[name];
    expect(() => loadConfig(env)).toThrow(new RegExp(`${name}: required when ONEID_BASE_URL is set`));
  });

  test.each([
    ['SESSION_TTL_DAYS', '0'],
    ['RATE_LIMIT_AUTH_PER_MINUTE', 'many'],
    ['RATE_LIMIT_WRITE_PER_MINUTE', '0'],
    ['ONEID_TIMEOUT_MS', '5'],
    ['ONEID_STANDIN', 'maybe'],
  ])('a bad %s stops the start', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`${name}: `));
  });

  test('defaults: 30-day sessions, 30 sign-in requests and 120 writes a minute per client', () => {
    const config = loadConfig({});
    expect(config.SESSION_TTL_DAYS).toBe(30);
    expect(config.RATE_LIMIT_AUTH_PER_MINUTE).toBe(30);
    expect(config.RATE_LIMIT_WRITE_PER_MINUTE).toBe(120);
  });
});
