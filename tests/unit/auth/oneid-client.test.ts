import { MockAgent } from 'undici';
import { createOneIdClient, normalizePhone, OneIdError } from '../../../server/auth/oneid-client.js';

const ORIGIN = 'https://sso.test';
const PATH = '/sso/oauth/Authorization.do';

function setup() {
  const agent = new MockAgent();
  agent.disableNetConnect();
  const client = createOneIdClient({
    endpoint: `${ORIGIN}${PATH}`,
    clientId: 'huquq',
    clientSecret: 's3cret',
    scope: 'huquq-scope',
    redirectUri: 'https://huquq.uz/auth/oneid/callback',
    timeoutMs: 300,
    dispatcher: agent,
  });
  const sent: Record<string, string>[] = [];
  const intercept = () =>
    agent.get(ORIGIN).intercept({
      path: PATH,
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: (body: string) => {
        sent.push(Object.fromEntries(new URLSearchParams(body)));
        return true;
      },
    });
  return { agent, client, sent, intercept };
}

describe('OneID client: the four calls of docs/protocols.md §1', () => {
  test('exchanges a code with grant one_authorization_code, form-encoded, with the client’s credentials', async () => {
    const { client, sent, intercept } = setup();
    intercept().reply(200, { access_token: 'AT', refresh_token: 'RT', token_type: 'Bearer', expires_in: '3600', scope: 'granted' });
    await expect(client.exchangeCode('the-code')).resolves.toEqual({ accessToken: 'AT', scope: 'granted' });
    expect(sent[0]).toEqual({
      client_id: 'huquq',
      client_secret: 's3cret',
      grant_type: 'one_authorization_code',
      redirect_uri: 'https://huquq.uz/auth/oneid/callback',
      code: 'the-code',
    });
  });

  test('without a scope in the token answer, identify uses ours', async () => {
    const { client, intercept } = setup();
    intercept().reply(200, { access_token: 'AT' });
    await expect(client.exchangeCode('c')).resolves.toEqual({ accessToken: 'AT', scope: 'huquq-scope' });
  });

  test('identify: grant one_access_token_identify with the token and its scope; values parsed leniently', async () => {
    const { client, sent, intercept } = setup();
    intercept().reply(200, {
      pin: 30512901234561,
      user_id: 'aziz',
      first_name: 'AZIZ',
      sur_name: 'KARIMOV',
      mid_name: "RUSTAM O'G'LI",
      mob_phone_no: '901234567',
      valid: 'true',
      ret_cd: 0,
      pport_no: 'AA1234567',
      legal_info: [{ le_tin: '123' }],
    });
    await expect(client.identify({ accessToken: 'AT', scope: 'granted' })).resolves.toEqual({
      pin: '30512901234561',
      login: 'aziz',
      firstName: 'AZIZ',
      lastName: 'KARIMOV',
      middleName: "RUSTAM O'G'LI",
      phone: '+998901234567',
      valid: true,
    });
    expect(sent[0]).toMatchObject({ grant_type: 'one_access_token_identify', access_token: 'AT', scope: 'granted' });
  });

  test.each([
    [{ valid: true }, true],
    [{ valid: 'true' }, true],
    [{ valid: 'TRUE ' }, true],
    [{ valid: false }, false],
    [{ valid: 'false' }, false],
    [{}, false],
  ])('valid %j reads as %s', async (fields, expected) => {
    const { client, intercept } = setup();
    intercept().reply(200, { pin: '30512901234561', ...fields });
    expect((await client.identify({ accessToken: 'AT', scope: 's' })).valid).toBe(expected);
  });

  test.each([[''], ['1234'], ['3051290123456X'], [null]])('a pin of %j is no PINFL', async (pin) => {
    const { client, intercept } = setup();
    intercept().reply(200, { pin, first_name: 'X' });
    expect((await client.identify({ accessToken: 'AT', scope: 's' })).pin).toBeNull();
  });

  test('a non-zero ret_cd is a refusal', async () => {
    const { client, intercept } = setup();
    intercept().reply(200, { pin: '30512901234561', ret_cd: '5' });
    await expect(client.identify({ accessToken: 'AT', scope: 's' })).rejects.toMatchObject({ failure: 'rejected' });
  });

  test('log-out: grant one_log_out with the token and scope; an empty answer is fine', async () => {
    const { client, sent, intercept } = setup();
    intercept().reply(200, '');
    await expect(client.logOut({ accessToken: 'AT', scope: 'granted' })).resolves.toBeUndefined();
    expect(sent[0]).toMatchObject({ grant_type: 'one_log_out', access_token: 'AT', scope: 'granted', client_id: 'huquq', client_secret: 's3cret' });
  });

  test.each([
    ['a 400 (expired or replayed code)', 400, { error: 'invalid_grant' }, 'rejected'],
    ['a 200 with an OAuth error field', 200, { error: 'invalid_grant' }, 'rejected'],
    ['a 503', 503, 'down', 'unavailable'],
    ['JSON without access_token', 200, { token: 'x' }, 'unavailable'],
    ['not JSON', 200, '<html>', 'unavailable'],
  ])('%s is a %s failure', async (_label, status, body, failure) => {
    const { client, intercept } = setup();
    intercept().reply(status, body as object);
    const error = await client.exchangeCode('c').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(OneIdError);
    expect((error as OneIdError).failure).toBe(failure);
  });

  test('no answer within the time-out is a timeout failure', async () => {
    const { client, intercept } = setup();
    intercept().reply(200, { access_token: 'late' }).delay(2_000);
    await expect(client.exchangeCode('c')).rejects.toMatchObject({ failure: 'timeout' });
  });

  test('phones are stored in one form, or not at all', () => {
    expect(normalizePhone('998901234567')).toBe('+998901234567');
    expect(normalizePhone('+998 (93) 555-12-34')).toBe('+998935551234');
    expect(normalizePhone('901234567')).toBe('+998901234567');
    expect(normalizePhone('+44 20 7946 0958')).toBe('+44 20 7946 0958');
    expect(normalizePhone('call me')).toBeNull();
  });
});
