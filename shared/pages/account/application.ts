/**
 * The specialist's application page, /home/specialist-application (issue 32, ADR 023): what its
 * loader sends, the form's fields as typed (text, as a form posts them) and their turning into the
 * API's body and back. The page is one plain multipart form (photo and licence scan included), so
 * it works without JavaScript; its action saves, keeps the files and submits through the API.
 */
import type { ApplicationForm, ApplicationService, SpecialistApplication } from '../../account/application';
import { APPLICATION_LIMITS } from '../../account/application';
import type { Region, SpecializationGroup } from '../../api/types';
import type { Locale } from '../../locales';
import { LOCALES } from '../../locales';
import type { Profession } from '../../api/types';
import { PROFILE_PROFESSIONS } from '../../account/specialist-fields';
import type { PageMeta } from '../meta';
import { somToTiyin, tiyinToSom } from '../messages/views';

export interface ApplicationPageData {
  meta: PageMeta;
  application: SpecialistApplication;
  groups: SpecializationGroup[];
  regions: Region[];
  [key: string]: unknown;
}

export interface ServiceFormValues {
  title: string;
  description: string;
  priceKind: string;
  /** So'm as typed ("150 000"). */
  price: string;
  ikpuCode: string;
}

/** The form as typed. */
export interface ApplicationFormValues {
  nickname: string;
  profession: string;
  specializations: string[];
  region: string;
  languages: string[];
  about: string;
  experienceYears: string;
  education: string;
  services: ServiceFormValues[];
  licenceNumber: string;
  licenceIssuedOn: string;
  licenceIssuer: string;
}

export type ApplicationIntent = 'save' | 'submit' | 'add-service';

/** The form posted and refused: the values as typed, each field's message, and the page's. */
export interface ApplicationFormRefusal {
  values: ApplicationFormValues;
  fields: Record<string, string>;
  message: string;
}

const EMPTY_SERVICE: ServiceFormValues = { title: '', description: '', priceKind: 'fixed', price: '', ikpuCode: '' };

export function serviceValues(service: ApplicationService): ServiceFormValues {
  return {
    title: service.title,
    description: service.description,
    priceKind: service.priceKind,
    price: service.price > 0 ? tiyinToSom(service.price) : '',
    ikpuCode: service.ikpuCode,
  };
}

/** A saved application as the form shows it, with one empty service row to fill when there is room. */
export function formValues(form: ApplicationForm, extraRow = form.services.length === 0): ApplicationFormValues {
  const services = form.services.map(serviceValues);
  if (extraRow && services.length < APPLICATION_LIMITS.services.max) services.push({ ...EMPTY_SERVICE });
  return {
    nickname: form.nickname,
    profession: form.profession,
    specializations: form.specializations,
    region: form.region,
    languages: form.languages,
    about: form.about,
    experienceYears: form.experienceYears === null ? '' : String(form.experienceYears),
    education: form.education,
    services,
    licenceNumber: form.licence?.number ?? '',
    licenceIssuedOn: form.licence?.issuedOn ?? '',
    licenceIssuer: form.licence?.issuer ?? '',
  };
}

/** The form's fields as a post carries them (`services.0.title`, repeated checkboxes). */
export function postedValues(get: (name: string) => string, getAll: (name: string) => string[]): ApplicationFormValues {
  const services: ServiceFormValues[] = [];
  for (let index = 0; index < APPLICATION_LIMITS.services.max; index += 1) {
    const field = (name: keyof ServiceFormValues) => get(`services.${index}.${name}`);
    if (!getAll(`services.${index}.title`).length && !getAll(`services.${index}.price`).length) continue;
    services.push({
      title: field('title'),
      description: field('description'),
      priceKind: field('priceKind') || 'fixed',
      price: field('price'),
      ikpuCode: field('ikpuCode'),
    });
  }
  return {
    nickname: get('nickname'),
    profession: get('profession'),
    specializations: getAll('specializations').slice(0, 50),
    region: get('region'),
    languages: getAll('languages').slice(0, 10),
    about: get('about'),
    experienceYears: get('experienceYears'),
    education: get('education'),
    services,
    licenceNumber: get('licenceNumber'),
    licenceIssuedOn: get('licenceIssuedOn'),
    licenceIssuer: get('licenceIssuer'),
  };
}

const isBlank = (service: ServiceFormValues) => [service.title, service.description, service.price, service.ikpuCode].every((value) => value.trim() === '');

/**
 * The typed form as the API's body, or the fields that cannot be read (a price that is no sum, a
 * year that is no number); a service row left empty is dropped. Everything else is the API's to check.
 */
export function applicationInput(values: ApplicationFormValues): { input: ApplicationForm } | { unreadable: string[] } {
  const unreadable: string[] = [];
  const services: ApplicationService[] = [];
  for (const [index, service] of values.services.entries()) {
    if (isBlank(service)) continue;
    const price = service.price.trim() === '' ? 0 : somToTiyin(service.price);
    if (price === null) unreadable.push(`services.${index}.price`);
    services.push({
      title: service.title,
      description: service.description,
      priceKind: service.priceKind === 'from' ? 'from' : 'fixed',
      price: price ?? 0,
      ikpuCode: service.ikpuCode,
    });
  }
  const years = values.experienceYears.trim();
  const experienceYears = years === '' ? null : /^\d{1,2}$/.test(years) ? Number(years) : Number.NaN;
  if (Number.isNaN(experienceYears)) unreadable.push('experienceYears');
  if (unreadable.length > 0) return { unreadable };
  const licenceGiven = [values.licenceNumber, values.licenceIssuedOn, values.licenceIssuer].some((value) => value.trim() !== '');
  const profession = (PROFILE_PROFESSIONS as readonly string[]).includes(values.profession) ? (values.profession as Profession) : '';
  return {
    input: {
      nickname: values.nickname,
      profession,
      specializations: values.specializations,
      region: values.region,
      languages: values.languages.filter((lang): lang is Locale => (LOCALES as readonly string[]).includes(lang)),
      about: values.about,
      experienceYears,
      education: values.education,
      services,
      licence: licenceGiven ? { number: values.licenceNumber, issuedOn: values.licenceIssuedOn, issuer: values.licenceIssuer } : null,
    },
  };
}
