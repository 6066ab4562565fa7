import { createTranslator } from '../../shared/i18n/index.js';

const resources = {
  en: { common: { hi: 'Hello, {{name}}', nested: { deep: 'Deep' }, item_one: '{{count}} item', item_other: '{{count}} items' }, pages: { t: 'Page' } },
  ru: { common: { item_one: '{{count}} услуга', item_few: '{{count}} услуги', item_many: '{{count}} услуг', item_other: '{{count}} услуги' } },
};

describe('the page translator (same resources and key syntax as i18next)', () => {
  const en = createTranslator('en', resources);
  const ru = createTranslator('ru', resources);

  test('interpolates and reads nested keys and namespaces', () => {
    expect(en.t('hi', { name: 'Aziz' })).toBe('Hello, Aziz');
    expect(en.t('nested.deep')).toBe('Deep');
    expect(en.t('pages:t')).toBe('Page');
    expect(en.getFixedT('en', 'pages')('t')).toBe('Page');
  });

  test('chooses plural forms by the language rules', () => {
    expect(en.t('item', { count: 1 })).toBe('1 item');
    expect(en.t('item', { count: 5 })).toBe('5 items');
    expect(ru.t('item', { count: 1 })).toBe('1 услуга');
    expect(ru.t('item', { count: 3 })).toBe('3 услуги');
    expect(ru.t('item', { count: 11 })).toBe('11 услуг');
    expect(ru.t('item', { count: 21 })).toBe('21 услуга');
  });

  test('a missing key shows the key (a parity test keeps them from shipping)', () => {
    expect(en.t('nope.key')).toBe('nope.key');
    expect(en.t('nope', { defaultValue: 'fallback' })).toBe('fallback');
  });

  test('bundles can be added later (client navigation to a new section)', () => {
    const t = createTranslator('en', {});
    expect(t.hasResourceBundle('en', 'pages')).toBe(false);
    t.addResourceBundle('en', 'pages', { x: 'X' });
    expect(t.hasResourceBundle('en', 'pages')).toBe(true);
    expect(t.t('pages:x')).toBe('X');
  });
});
