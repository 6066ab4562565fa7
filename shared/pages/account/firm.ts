/**
 * The firm's page in the account, /home/firm (issue 32, ADR 024): what its loader sends, and the
 * registration form as typed with its turning into the API's body. Every form on the page is a
 * plain form posted to the page (server/loaders/account/firm.ts), so it works without JavaScript.
 */
import type { ApplicationService } from '../../account/application';
import { FIRM_LEGAL_FORMS, type FirmForm, type FirmLegalForm, type OwnFirm } from '../../account/firm';
import type { Region } from '../../api/types';
import type { PageMeta } from '../meta';
import { applicationInput, formValues, postedValues, type ServiceFormValues } from './application';

export interface FirmPageData {
  meta: PageMeta;
  own: OwnFirm;
  regions: Region[];
  /** A link invitation's token from `?invite=` (checked when it is accepted). */
  inviteToken: string | null;
  [key: string]: unknown;
}

export interface FirmFormValues {
  kind: 'register' | 'claim';
  lawFirmId: string;
  name: string;
  legalForm: string;
  tin: string;
  region: string;
  city: string;
  address: string;
  phone: string;
  email: string;
  website: string;
  about: string;
  licenceNumber: string;
  licenceIssuedOn: string;
  licenceIssuer: string;
  services: ServiceFormValues[];
}

export type FirmIntent = 'apply' | 'add-service' | 'invite' | 'withdraw' | 'rights' | 'remove' | 'leave' | 'accept';

/** What a post of the page answers when it is shown again: a refused form, or a link invitation just made. */
export interface FirmFormState {
  intent: FirmIntent;
  values: FirmFormValues | null;
  fields: Record<string, string>;
  message: string | null;
  /** A link invitation's full address, shown once. */
  invitePath: string | null;
}

export function firmFormValues(form: FirmForm, kind: 'register' | 'claim', lawFirmId: number | null, extraRow: boolean): FirmFormValues {
  const services = formValues({ ...emptyApplicationLike(), services: form.services }, extraRow).services;
  return {
    kind,
    lawFirmId: lawFirmId === null ? '' : String(lawFirmId),
    name: form.name,
    legalForm: form.legalForm,
    tin: form.tin,
    region: form.region,
    city: form.city,
    address: form.address,
    phone: form.phone,
    email: form.email,
    website: form.website,
    about: form.about,
    licenceNumber: form.licence?.number ?? '',
    licenceIssuedOn: form.licence?.issuedOn ?? '',
    licenceIssuer: form.licence?.issuer ?? '',
    services,
  };
}

function emptyApplicationLike() {
  return {
    nickname: '',
    profession: '' as const,
    specializations: [],
    region: '',
    languages: [],
    about: '',
    experienceYears: null,
    education: '',
    services: [] as ApplicationService[],
    licence: null,
  };
}

export function postedFirmValues(get: (name: string) => string, getAll: (name: string) => string[]): FirmFormValues {
  const services = postedValues(get, getAll).services;
  return {
    kind: get('kind') === 'claim' ? 'claim' : 'register',
    lawFirmId: get('lawFirmId'),
    name: get('name'),
    legalForm: get('legalForm'),
    tin: get('tin'),
    region: get('region'),
    city: get('city'),
    address: get('address'),
    phone: get('phone'),
    email: get('email'),
    website: get('website'),
    about: get('about'),
    licenceNumber: get('licenceNumber'),
    licenceIssuedOn: get('licenceIssuedOn'),
    licenceIssuer: get('licenceIssuer'),
    services,
  };
}

/** The typed form as the API's body, or the fields that cannot be read (a price that is no sum). */
export function firmInput(values: FirmFormValues): { form: FirmForm } | { unreadable: string[] } {
  const services = applicationInput({
    nickname: '',
    profession: '',
    specializations: [],
    region: '',
    languages: [],
    about: '',
    experienceYears: '',
    education: '',
    services: values.services,
    licenceNumber: values.licenceNumber,
    licenceIssuedOn: values.licenceIssuedOn,
    licenceIssuer: values.licenceIssuer,
  });
  if ('unreadable' in services) return services;
  const legalForm = (FIRM_LEGAL_FORMS as readonly string[]).includes(values.legalForm) ? (values.legalForm as FirmLegalForm) : '';
  return {
    form: {
      name: values.name,
      legalForm,
      tin: values.tin,
      region: values.region,
      city: values.city,
      address: values.address,
      phone: values.phone,
      email: values.email,
      website: values.website,
      about: values.about,
      licence: services.input.licence,
      services: services.input.services,
    },
  };
}
