/**
 * A support answer or reference article that tells the reader to press «X» or open the «Y»
 * section quotes a label the interface has, in that language: the check reads every locale string
 * (documents.json included) and fails on a quoted label that is not one of them.
 */
import { labelFindings, normalizeLabel } from './checks';
import { corpus, type Entry } from './corpus';
import { ALLOWED_QUOTES, interfaceStrings } from './interface';

const answer = (lang: Entry['lang'], text: string): Entry => ({ where: 'sample', lang, text, source: 'content', kind: 'answer' });

describe('quoted interface labels', () => {
  const strings = interfaceStrings();

  test('every label a support answer or article quotes is an interface string', () => {
    expect(labelFindings(corpus(), strings, ALLOWED_QUOTES).map((f) => `${f.where} [${f.lang}] ${f.message}`)).toEqual([]);
  });

  test('the answers do quote labels (the check is not vacuous)', () => {
    const quoted = corpus().filter((e) => e.kind === 'answer' && /«[^»]+»\s*(tugma|boʻlim)|(нажмите|разделе?)\s*«|(press|under)\s*“/iu.test(e.text));
    expect(quoted.length).toBeGreaterThanOrEqual(10);
  });

  test.each([
    ['ru', 'Вернуться к нему можно из раздела «Мои иски».', 'Мои иски'],
    ['ru', 'Список сеансов — в разделе профиля «Безопасность».', 'Безопасность'],
    ['ru', 'Нажмите «Удалить аккаунт» в настройках профиля.', 'Удалить аккаунт'],
    ['uz', 'Unga «Daʼvolarim» boʻlimidan qaytishingiz mumkin.', 'Daʼvolarim'],
    ['uz', 'Profilingizdagi «Xavfsizlik» boʻlimida koʻring.', 'Xavfsizlik'],
    ['en', 'Come back to it under “My claims”.', 'My claims'],
    ['ru', 'Цветовых тем три: светлая, тёмная и «системная».', 'системная'],
  ] as const)('fails on a label the interface does not have: %s «%s»', (lang, text, label) => {
    const found = labelFindings([answer(lang, text)], strings, ALLOWED_QUOTES);
    expect(found.map((f) => f.message)).toEqual([expect.stringContaining(label)]);
  });

  test('passes the labels the interface has, and quotes that are not labels', () => {
    const fine = [
      answer('ru', 'Вернуться к нему можно из раздела «Мои исковые заявления».'),
      answer('uz', 'Yuqori oʻng burchakdagi «Kirish» tugmasini bosing.'),
      answer('en', 'Find the receipt under “My orders”.'),
      answer('ru', 'в соответствии с Законом «О персональных данных»'),
    ];
    expect(labelFindings(fine, strings, ALLOWED_QUOTES)).toEqual([]);
  });

  test('labels compare without case, trailing punctuation or placeholders', () => {
    expect(normalizeLabel('Мои заказы…')).toBe('мои заказы');
    expect(normalizeLabel('Заказ № {{id}}')).toBe('заказ №');
  });
});
