/**
 * A specialist's application (issue 32, ADR 023), its pure parts: what a submission still misses,
 * the licence compared, and the page's form as typed turned into the API's body and back.
 */
import { applicationMissing, EMPTY_APPLICATION_FORM, sameLicence, serviceComplete, type ApplicationForm } from '../../../shared/account/application';
import { applicationBody } from '../../../shared/account/application-schema';
import { applicationInput, formValues, postedValues } from '../../../shared/pages/account/application';

const SERVICE = {
  title: 'Divorce consultation',
  description: 'An hour on documents, deadlines and the court.',
  priceKind: 'fixed' as const,
  price: 30_000_000,
  ikpuCode: '10305008001000000',
};
const LICENCE = { number: 'AL-0412', issuedOn: '2014-03-15', issuer: 'Ministry of Justice' };
const COMPLETE: ApplicationForm = {
  nickname: 'nodira.advokat',
  profession: 'advocate',
  specializations: ['divorce'],
  region: 'tashkent-city',
  languages: ['uz'],
  about: 'Oila va meros ishlari boʻyicha 12 yillik tajribaga ega advokatman. Sudda vakillik qilaman.',
  experienceYears: 12,
  education: 'Toshkent davlat yuridik universiteti, 2012',
  services: [SERVICE],
  licence: LICENCE,
};
const FILES = { photo: true, licenceScan: true };

describe('applicationMissing', () => {
  test('a complete advocate’s application misses nothing; an empty one misses every field but the licence’s', () => {
    expect(applicationMissing(COMPLETE, FILES)).toEqual([]);
    expect(applicationMissing(EMPTY_APPLICATION_FORM, { photo: false, licenceScan: false })).toEqual([
      'nickname',
      'profession',
      'specializations',
      'region',
      'languages',
      'about',
      'experienceYears',
      'education',
      'services',
      'licenceScan',
      'photo',
    ]);
  });

  test('an advocate and a notary need the licence’s details; every profession the scan of its qualification document', () => {
    expect(applicationMissing({ ...COMPLETE, licence: null }, { photo: true, licenceScan: false })).toEqual([
      'licenceNumber',
      'licenceIssuedOn',
      'licenceIssuer',
      'licenceScan',
    ]);
    expect(applicationMissing({ ...COMPLETE, profession: 'notary', licence: { ...LICENCE, issuedOn: '' } }, FILES)).toEqual(['licenceIssuedOn']);
    expect(applicationMissing({ ...COMPLETE, profession: 'mediator', licence: null }, FILES)).toEqual([]);
    expect(applicationMissing({ ...COMPLETE, profession: 'lawyer', licence: null }, { photo: true, licenceScan: false })).toEqual(['licenceScan']);
  });

  test('a service is complete with its title, description, a price of at least 1 000 UZS and a 17-digit IKPU code', () => {
    expect(serviceComplete(SERVICE)).toBe(true);
    expect(serviceComplete({ ...SERVICE, ikpuCode: '1030500800100000' })).toBe(false);
    expect(serviceComplete({ ...SERVICE, price: 99_999 })).toBe(false);
    expect(serviceComplete({ ...SERVICE, title: 'Ok' })).toBe(false);
    expect(applicationMissing({ ...COMPLETE, services: [SERVICE, { ...SERVICE, description: 'short' }] }, FILES)).toEqual(['services']);
  });

  test('about counts characters, not UTF-16 units: 49 Uzbek letters with ʻ are too few', () => {
    expect(applicationMissing({ ...COMPLETE, about: 'oʻ'.repeat(24) + 'a' }, FILES)).toEqual(['about']);
  });
});

test('sameLicence ignores spaces around the values only', () => {
  expect(sameLicence(LICENCE, { ...LICENCE, number: ' AL-0412 ' })).toBe(true);
  expect(sameLicence(LICENCE, { ...LICENCE, number: 'AL-0413' })).toBe(false);
  expect(sameLicence(null, null)).toBe(true);
  expect(sameLicence(LICENCE, null)).toBe(false);
});

describe('the page’s form', () => {
  test('a saved application shows as typed text, with one empty service row when there is none', () => {
    const values = formValues(COMPLETE);
    expect(values).toMatchObject({ experienceYears: '12', licenceNumber: 'AL-0412', services: [{ price: '300000', ikpuCode: SERVICE.ikpuCode }] });
    expect(formValues(EMPTY_APPLICATION_FORM).services).toEqual([{ title: '', description: '', priceKind: 'fixed', price: '', ikpuCode: '' }]);
  });

  test('posted fields become the API’s body: prices in tiyin, empty rows dropped, the licence left out when blank; the schema takes it', () => {
    const posted: Record<string, string[]> = {
      nickname: ['Nodira.Advokat'],
      profession: ['advocate'],
      languages: ['uz', 'ru'],
      specializations: ['divorce'],
      region: ['tashkent-city'],
      about: [COMPLETE.about],
      experienceYears: ['12'],
      education: [COMPLETE.education],
      'services.0.title': [SERVICE.title],
      'services.0.description': [SERVICE.description],
      'services.0.priceKind': ['from'],
      'services.0.price': ['300 000'],
      'services.0.ikpuCode': ['10305 008 001000000'],
      'services.1.title': [''],
      'services.1.price': [''],
      licenceNumber: [''],
      licenceIssuedOn: [''],
      licenceIssuer: [''],
    };
    const values = postedValues(
      (name) => posted[name]?.[0] ?? '',
      (name) => posted[name] ?? [],
    );
    const parsed = applicationInput(values);
    if (!('input' in parsed)) throw new Error('unreadable');
    expect(parsed.input).toMatchObject({ languages: ['uz', 'ru'], licence: null, services: [{ priceKind: 'from', price: 30_000_000 }] });
    expect(parsed.input.services).toHaveLength(1);
    const body = applicationBody.parse(parsed.input);
    expect(body.nickname).toBe('nodira.advokat');
    expect(body.services[0]!.ikpuCode).toBe('10305008001000000');
  });

  test('a price that is no sum, or years that are no number, are named as unreadable', () => {
    const values = { ...formValues(COMPLETE), experienceYears: 'twelve' };
    values.services[0]!.price = '300 thousand';
    expect(applicationInput(values)).toEqual({ unreadable: ['services.0.price', 'experienceYears'] });
  });
});
