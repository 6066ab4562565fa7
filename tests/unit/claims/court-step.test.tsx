/**
 * The court and parties steps as the server renders them (ADR 015): the helper asks for the places
 * the template's rule needs as region → district → street, the parties' addresses are the same three
 * fields, a court without a sourced address shows its name and where to check it, and before
 * hydration every control is disabled (the builder works without script as far as it did).
 */
import { readFileSync } from 'node:fs';
import { renderToString } from 'react-dom/server';
import type { OwnClaim } from '../../../shared/api/claims/contract';
import type { ClaimTemplateDetail, Court, Region } from '../../../shared/api/types';
import type { ClaimAnswers } from '../../../shared/claims/types';
import { I18nProvider } from '../../../client/i18n';
import { createTranslator } from '../../../shared/i18n/index';
import { BuilderDataContext } from '../../../client/components/claims/builder/context';
import CourtStep from '../../../client/components/claims/builder/steps/CourtStep';
import PartiesStep from '../../../client/components/claims/builder/steps/PartiesStep';
import type { ClaimStepProps } from '../../../client/components/claims/builder/step-props';

const ns = (locale: string, name: string) => JSON.parse(readFileSync(`locales/${locale}/${name}.json`, 'utf8')) as Record<string, unknown>;
const translator = (locale: 'uz' | 'ru') =>
  createTranslator(locale, { [locale]: { 'claim-builder': ns(locale, 'claim-builder'), claims: ns(locale, 'claims'), common: ns(locale, 'common') } });

const regions: Region[] = [{ id: 14, slug: 'tashkent-city', name: 'Toshkent shahri', center: 'Toshkent' } as Region];
const yakkasaroy: Court = {
  id: 5,
  slug: 'tashkent-city-civil-yakkasaroy',
  name: 'Fuqarolik ishlari boʻyicha Yakkasaroy tumanlararo sudi',
  address: null,
  type: 'civil',
  level: 'first_instance',
  phone: null,
  email: null,
  sources: [],
  serves: ['Sirgʻali tumani'],
  region: { id: 14, slug: 'tashkent-city', name: 'Toshkent shahri' },
};

function render(step: 'court' | 'parties', rule: ClaimTemplateDetail['courtRule'], answers: ClaimAnswers, locale: 'uz' | 'ru' = 'uz') {
  const props = {
    claim: { court: null } as unknown as OwnClaim,
    template: { id: 1, courtType: 'civil', courtRule: rule, jurisdictionNote: '' } as unknown as ClaimTemplateDetail,
    answers,
    onAnswer: () => {},
    errors: {},
    goTo: () => {},
    lang: locale,
    hydrated: false,
    onClaim: () => {},
  } satisfies ClaimStepProps;
  const Step = step === 'court' ? CourtStep : PartiesStep;
  return renderToString(
    <I18nProvider i18n={translator(locale)}>
      <BuilderDataContext.Provider value={{ regions, courtRegionId: 14, courts: [yakkasaroy], savedDistricts: {} }}>
        <Step {...props} />
      </BuilderDataContext.Provider>
    </I18nProvider>,
  );
}

const ANSWERS: ClaimAnswers = {
  court: { courtId: 5 },
  parties: {
    plaintiff: { kind: 'person', name: 'Karimova Dilnoza', address: 'Bunyodkor koʻchasi, 5-uy', place: { region: 14, district: '1726294' } },
    defendants: [{ kind: 'person', name: 'Rahimov Bobur', address: 'Yangi Sergeli koʻchasi, 12-uy', place: { region: 14, district: '1726283' } }],
  },
};

describe('the court step on the server', () => {
  test('the helper asks for the defendant’s region, district and street, filled from the parties’ answers', () => {
    const html = render('court', 'defendant', ANSWERS);
    expect(html).toContain('data-testid="helper-defendant-place-region"');
    expect(html).toContain('data-testid="helper-defendant-place-district"');
    expect(html).toContain('value="Yangi Sergeli koʻchasi, 12-uy"');
    expect(html).not.toContain('helper-plaintiff-place');
    expect(html).not.toContain('helper-property-place');
    // Before hydration the controls are disabled, as the builder's others are.
    expect(html).toMatch(/data-testid="helper-defendant-place-region"[^>]*disabled|disabled=""[^>]*data-testid="helper-defendant-place-region"/);
  });

  test('child maintenance asks for the plaintiff’s place too; real property for the property’s only', () => {
    expect(render('court', 'plaintiff-or-defendant', ANSWERS)).toContain('helper-plaintiff-place');
    const property = render('court', 'property', ANSWERS);
    expect(property).toContain('helper-property-place');
    expect(property).not.toContain('helper-defendant-place');
  });

  test('a court whose address no source gives shows its name and where to check it', () => {
    const html = render('court', 'defendant', ANSWERS);
    expect(html).toContain('Fuqarolik ishlari boʻyicha Yakkasaroy tumanlararo sudi');
    expect(html).toContain('data-testid="court-no-address"');
    expect(html).toContain('https://my.sud.uz/');
  });
});

describe('the parties step on the server', () => {
  test('each party’s address is region, district, then street', () => {
    const html = render('parties', 'defendant', ANSWERS, 'ru');
    for (const id of ['plaintiff-place-region', 'plaintiff-place-district', 'plaintiff-address', 'defendants-0-place-district', 'defendants-0-address']) {
      expect(html).toContain(`data-testid="${id}"`);
    }
    expect(html).toContain('Улица, дом, квартира');
  });
});
