/**
 * The question's page (issue 31) in small: the addresses that name whom a question is for, the
 * browser's copy of the message limit, a guest's text kept in a cookie (deflated, and refused when
 * it still does not fit), and /home's conversations cut to one line each.
 */
import { askDraftFromCookie, keepAskDraft } from '../../../server/loaders/messages/ask-draft';
import type { ResponseEffects } from '../../../server/loaders/index';
import { textLength, type ConversationList } from '../../../shared/api/messages/contract';
import { askHref, askSearch, parseAskQuery } from '../../../shared/pages/messages/ask';
import { homeMessagesView } from '../../../shared/pages/messages/home';

const query = (search: string) => parseAskQuery(new URLSearchParams(search));

describe('the question page’s address', () => {
  test('names a specialist by nickname, a service or a firm by id; a price topic only with a service', () => {
    expect(query('specialist=dilnoza.yusupova')).toEqual({ specialist: 'dilnoza.yusupova' });
    expect(query('service=7&topic=price')).toEqual({ service: 7, topic: 'price' });
    expect(query('firm=3&topic=price')).toEqual({ firm: 3 });
    expect(query('')).toBeNull();
    expect(query('topic=price')).toBeNull();
    for (const bad of ['specialist=AB', 'specialist=<x>', 'service=0', 'service=07', 'service=99999999999', 'firm=abc']) expect(query(bad)).toBeNull();
  });

  test('is written in one order, the service before the specialist', () => {
    expect(askSearch({ specialist: 'x.y.z', service: 7, topic: 'price' })).toBe('service=7&topic=price');
    expect(askHref({ firm: 3 })).toBe('/home/messages/new?firm=3');
    expect(askSearch(query('topic=price&service=12')!)).toBe('service=12&topic=price');
  });
});

describe('a guest’s question kept in a cookie', () => {
  function response() {
    const cookies: Array<{ name: string; value: string; path: string; maxAgeMs: number }> = [];
    const effects: ResponseEffects = {
      flash: () => undefined,
      setCookie: (name, value, options) => cookies.push({ name, value, ...options }),
      clearCookie: () => undefined,
    };
    return { cookies, effects };
  }

  test('comes back for the same target only, on the page’s path, for half an hour', () => {
    const { cookies, effects } = response();
    const text = `Savolim bor.\n${'Ish haqi uch oydan beri toʻlanmayapti. '.repeat(90)}`;
    expect(textLength(text)).toBeGreaterThan(3000);
    expect(keepAskDraft(effects, 'ru', { key: 'firm=3', text, specialistId: 12 })).toBe(true);
    expect(cookies).toEqual([{ name: 'ask_draft', value: expect.any(String), path: '/ru/home/messages/new', maxAgeMs: 30 * 60 * 1000 }]);
    const header = `lang=ru; ask_draft=${cookies[0]!.value}`;
    expect(askDraftFromCookie(header, 'firm=3')).toEqual({ text, specialistId: 12 });
    expect(askDraftFromCookie(header, 'firm=4')).toBeNull();
    expect(askDraftFromCookie('ask_draft=bm90IGRlZmxhdGVk', 'firm=3')).toBeNull();
    expect(askDraftFromCookie(null, 'firm=3')).toBeNull();
  });

  test('is refused when even deflated it would not fit', () => {
    const { cookies, effects } = response();
    let seed = 2463534242;
    const noise = Array.from({ length: 4000 }, () => {
      seed ^= seed << 13;
      seed ^= seed >>> 17;
      seed ^= seed << 5;
      return String.fromCodePoint(0x4e00 + ((seed >>> 8) % 4096));
    }).join('');
    expect(keepAskDraft(effects, 'uz', { key: 'specialist=a.b.c', text: noise, specialistId: null })).toBe(false);
    expect(cookies).toEqual([]);
  });
});

test('/home’s conversations are cut to a line each', () => {
  const list: ConversationList = {
    items: [
      {
        id: 5,
        side: 'client',
        counterpart: { kind: 'specialist', specialistId: 2, nickname: 'a.b.c', name: 'Aziz Karimov', avatarHue: 120, photoUrl: null, verified: true },
        service: { id: 7, title: 'Aliment' },
        order: null,
        lastMessage: { text: `Salom,\n\n${'uzun '.repeat(100)}`, createdAt: '2026-11-29T10:00:00.000Z', mine: true, files: 0, quote: false },
        unread: 2,
        closed: false,
        lastMessageAt: '2026-11-29T10:00:00.000Z',
      },
    ],
    total: 1,
    page: 1,
    pageSize: 5,
    unread: 2,
  };
  const view = homeMessagesView(list);
  expect(view).toMatchObject({ total: 1, unread: 2, items: [{ id: 5, side: 'client', name: 'Aziz Karimov', hue: 120, service: 'Aliment', unread: 2 }] });
  const text = view.items[0]!.last!.text;
  expect(text.startsWith('Salom, uzun uzun')).toBe(true);
  expect([...text].length).toBeLessThanOrEqual(140);
  expect(text.endsWith('…')).toBe(true);
});
