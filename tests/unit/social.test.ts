import { normalizeSocialLink, SOCIAL_NETWORKS, socialLinkSchema, isSocialNetwork } from '../../shared/social';

describe('normalizeSocialLink: telegram', () => {
  it.each([
    ['durov_team', 'https://t.me/durov_team'],
    ['@durov_team', 'https://t.me/durov_team'],
    ['  @durov_team  ', 'https://t.me/durov_team'],
    ['t.me/durov_team', 'https://t.me/durov_team'],
    ['t.me/durov_team/', 'https://t.me/durov_team'],
    ['T.ME/Durov_Team', 'https://t.me/Durov_Team'],
    ['www.t.me/durov_team', 'https://t.me/durov_team'],
    ['telegram.me/durov_team', 'https://t.me/durov_team'],
    ['telegram.dog/durov_team', 'https://t.me/durov_team'],
    ['t.me/huquq_news/125', 'https://t.me/huquq_news/125'],
    ['t.me/+AbCdEf123_-x', 'https://t.me/+AbCdEf123_-x'],
    ['t.me/joinchat/AbCdEf', 'https://t.me/joinchat/AbCdEf'],
    ['t.me/s/huquq_news', 'https://t.me/s/huquq_news'],
    ['t.me/huquq_bot?start=ref42', 'https://t.me/huquq_bot?start=ref42'],
  ])('%p → %p', (input, expected) => {
    expect(normalizeSocialLink('telegram', input)).toBe(expected);
  });

  it.each(['https://t.me/durov_team', 'http://t.me/durov_team', 'https://telegram.me/durov_team/', 'HTTPS://T.ME/durov_team'])(
    'keeps the full link %p as typed',
    (input) => {
      expect(normalizeSocialLink('telegram', input)).toBe(input);
    },
  );

  it.each([
    ['a handle shorter than 5', 'abcd'],
    ['a handle longer than 32', `a${'b'.repeat(32)}`],
    ['a handle starting with a digit', '1abcde'],
    ['a handle with a hyphen', 'ab-cdef'],
    ['a handle with Cyrillic', 'юрист_ташкент'],
    ['a lone @', '@'],
    ['an @ with a link', '@t.me/durov_team'],
    ['the network without a profile', 't.me'],
    ['the network with an empty path', 't.me/'],
    ['a partial link with a bad handle', 't.me/ab'],
    ['a partial link to another host', 'example.com/durov_team'],
    ['a full link to another host', 'https://example.com/durov_team'],
    ['a look-alike host', 'https://t.me.evil.example/durov_team'],
    ['credentials hiding the host', 'https://t.me@evil.example/durov_team'],
    ['a port', 'https://t.me:8443/durov_team'],
  ])('rejects %s', (_name, input) => {
    expect(normalizeSocialLink('telegram', input)).toBeNull();
  });
});

describe('normalizeSocialLink: instagram', () => {
  it.each([
    ['huquq.uz', 'https://www.instagram.com/huquq.uz'],
    ['@huquq_uz', 'https://www.instagram.com/huquq_uz'],
    ['a', 'https://www.instagram.com/a'],
    ['instagram.com/huquq.uz', 'https://www.instagram.com/huquq.uz'],
    ['www.instagram.com/huquq.uz/', 'https://www.instagram.com/huquq.uz'],
    ['instagr.am/huquq', 'https://www.instagram.com/huquq'],
    ['instagram.com/p/C0dE123', 'https://www.instagram.com/p/C0dE123'],
  ])('%p → %p', (input, expected) => {
    expect(normalizeSocialLink('instagram', input)).toBe(expected);
  });

  it.each(['https://www.instagram.com/huquq.uz/', 'https://instagram.com/huquq'])('keeps the full link %p', (input) => {
    expect(normalizeSocialLink('instagram', input)).toBe(input);
  });

  it.each([
    ['a handle longer than 30', 'a'.repeat(31)],
    ['a handle with a hyphen', 'huquq-uz'],
    ['a handle with two dots in a row', 'huquq..uz'],
    ['a handle ending with a dot', '@huquq.'],
    ['the host alone', 'instagram.com'],
    ['the host alone with www', 'www.instagram.com/'],
    ['a telegram link', 't.me/durov_team'],
    ['a full link to another network', 'https://facebook.com/huquq'],
  ])('rejects %s', (_name, input) => {
    expect(normalizeSocialLink('instagram', input)).toBeNull();
  });
});

describe('normalizeSocialLink: other networks and websites', () => {
  it('prepends https:// to a web address without a scheme', () => {
    expect(normalizeSocialLink('website', 'huquq.uz')).toBe('https://huquq.uz');
    expect(normalizeSocialLink('website', 'www.huquq.uz/about?lang=ru#team')).toBe('https://www.huquq.uz/about?lang=ru#team');
    expect(normalizeSocialLink('website', 'сайт.uz')).toBe('https://сайт.uz');
    expect(normalizeSocialLink('facebook', 'facebook.com/huquq.uz')).toBe('https://facebook.com/huquq.uz');
    expect(normalizeSocialLink('linkedin', 'www.linkedin.com/in/aziz-karimov')).toBe('https://www.linkedin.com/in/aziz-karimov');
    expect(normalizeSocialLink('youtube', 'youtube.com/@huquq')).toBe('https://youtube.com/@huquq');
    expect(normalizeSocialLink('linkedin', 'uz.linkedin.com/in/aziz-karimov')).toBe('https://uz.linkedin.com/in/aziz-karimov');
  });

  it('keeps a full link', () => {
    expect(normalizeSocialLink('website', 'http://huquq.uz')).toBe('http://huquq.uz');
    expect(normalizeSocialLink('website', 'https://huquq.uz/')).toBe('https://huquq.uz/');
    expect(normalizeSocialLink('facebook', 'https://m.facebook.com/profile.php?id=1000')).toBe('https://m.facebook.com/profile.php?id=1000');
    expect(normalizeSocialLink('youtube', 'https://youtu.be/dQw4w9WgXcQ')).toBe('https://youtu.be/dQw4w9WgXcQ');
  });

  it('does not expand bare handles for networks other than Telegram and Instagram', () => {
    expect(normalizeSocialLink('facebook', 'huquq')).toBeNull();
    expect(normalizeSocialLink('linkedin', '@aziz')).toBeNull();
  });

  it("accepts only the network's own hosts, with a page path", () => {
    expect(normalizeSocialLink('facebook', 'https://example.com/huquq')).toBeNull();
    expect(normalizeSocialLink('linkedin', 'linkedin.com')).toBeNull();
    expect(normalizeSocialLink('youtube', 'https://evil-youtube.com/watch')).toBeNull();
    expect(normalizeSocialLink('youtube', 'https://youtube.com.evil.example/watch')).toBeNull();
    expect(normalizeSocialLink('facebook', 'notfacebook.com/huquq')).toBeNull();
  });

  it.each([
    ['localhost', 'localhost'],
    ['an IP address', '192.168.0.1'],
    ['a numeric top-level domain', 'example.123'],
    ['a host with an underscore', 'my_site.uz'],
    ['a double dot', 'huquq..uz'],
    ['credentials', 'https://user:pass@huquq.uz'],
    ['a bare word', 'huquq'],
  ])('rejects %s as a website', (_name, input) => {
    expect(normalizeSocialLink('website', input)).toBeNull();
  });
});

describe('normalizeSocialLink: unsafe values', () => {
  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'javascript://t.me/%0Aalert(1)',
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    'ftp://huquq.uz',
    'mailto:info@huquq.uz',
    'tg://resolve?domain=durov_team',
    '//huquq.uz',
    'huquq.uz/a b',
    'huquq .uz',
    'huquq.uz/\nnext',
    '/huquq.uz',
    'huquq.uz\u0000',
    'huquq.uz/\u200Bhidden',
    'huquq.uz/"onmouseover="alert(1)',
    "huquq.uz/'x",
    'huquq.uz/<script>',
    'huquq.uz\\@evil.example',
    '',
    '   ',
    `huquq.uz/${'a'.repeat(2100)}`,
  ])('rejects %p on every network', (input) => {
    for (const network of SOCIAL_NETWORKS) expect([network, normalizeSocialLink(network, input)]).toEqual([network, null]);
  });

  it('never returns anything but an https or http link', () => {
    const inputs = ['durov_team', '@x.y', 't.me/durov_team', 'huquq.uz', 'instagram.com/x', 'https://t.me/durov_team'];
    for (const network of SOCIAL_NETWORKS) {
      for (const input of inputs) {
        const result = normalizeSocialLink(network, input);
        if (result !== null) expect(result).toMatch(/^https?:\/\/[^/\s]+/);
      }
    }
  });
});

describe('SOCIAL_NETWORKS and isSocialNetwork', () => {
  it('lists the networks, website included', () => {
    expect(SOCIAL_NETWORKS).toEqual(expect.arrayContaining(['telegram', 'instagram', 'facebook', 'linkedin', 'website']));
    expect(isSocialNetwork('telegram')).toBe(true);
    expect(isSocialNetwork('myspace')).toBe(false);
    expect(isSocialNetwork(undefined)).toBe(false);
  });
});

describe('socialLinkSchema', () => {
  it('parses and normalizes a link', () => {
    expect(socialLinkSchema.parse({ network: 'telegram', url: '@durov_team' })).toEqual({ network: 'telegram', url: 'https://t.me/durov_team' });
    expect(socialLinkSchema.parse({ network: 'website', url: 'huquq.uz' })).toEqual({ network: 'website', url: 'https://huquq.uz' });
  });

  it('drops unknown keys', () => {
    expect(socialLinkSchema.parse({ network: 'instagram', url: 'huquq', extra: 1 })).toEqual({
      network: 'instagram',
      url: 'https://www.instagram.com/huquq',
    });
  });

  it('fails on the url path for a link that cannot be normalized', () => {
    const result = socialLinkSchema.safeParse({ network: 'telegram', url: 'javascript:alert(1)' });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([expect.objectContaining({ code: 'custom', path: ['url'], message: 'Not a valid telegram link.' })]);
  });

  it('rejects an unknown network, a missing url and an overlong url', () => {
    expect(socialLinkSchema.safeParse({ network: 'myspace', url: 'x' }).error?.issues[0]?.path).toEqual(['network']);
    expect(socialLinkSchema.safeParse({ network: 'telegram' }).error?.issues[0]?.path).toEqual(['url']);
    expect(socialLinkSchema.safeParse({ network: 'website', url: `a.uz/${'x'.repeat(2100)}` }).error?.issues[0]?.code).toBe('too_big');
  });
});
