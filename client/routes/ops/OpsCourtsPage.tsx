import type { ReactNode } from 'react';
import { Link, useHref, useSearchParams } from 'react-router';
import type { OpsCourt } from '../../../shared/api/ops/contract.js';
import { DISTRICT_COURT_TYPES_EDITED } from '../../../shared/api/ops/limits.js';
import type { Locale } from '../../../shared/locales.js';
import type { CourtFormState } from '../../../shared/pages/ops/types.js';
import { useAppState } from '../../app-state.js';
import { Badge } from '../../components/ui/Badge.js';
import { Input } from '../../components/ui/Input.js';
import { useT } from '../../i18n.js';
import { usePageData, usePostedForm } from '../../platform/payload.js';
import { useViewer } from '../../platform/viewer.js';
import { OpsNav } from './OpsNav.js';

const PATH = '/ops/courts';
const LANGS: readonly Locale[] = ['uz', 'ru', 'en'];
const cap = (lang: Locale) => `${lang.charAt(0).toUpperCase()}${lang.slice(1)}`;

function ConsoleForm({ children, testId, className }: { children: ReactNode; testId: string; className?: string }) {
  const viewer = useViewer();
  const action = useHref(PATH);
  return (
    <form method="post" action={action} className={className} data-testid={testId} noValidate>
      {viewer ? <input type="hidden" name="_csrf" value={viewer.csrf} /> : null}
      {children}
    </form>
  );
}

function CourtEditor({ court, region, posted }: { court: OpsCourt; region: string; posted: CourtFormState | undefined }) {
  const t = useT('ops');
  const mine = posted?.intent === 'court' && posted.courtId === court.id ? posted : undefined;
  const value = (field: 'name' | 'address', lang: Locale) =>
    mine?.values[`${field}${cap(lang)}`] ?? (field === 'name' ? court.name[lang] : (court.address?.[lang] ?? ''));
  const error = (name: string) => (mine?.fields[name] ? { error: mine.fields[name] } : {});
  return (
    <ConsoleForm testId="court-form" className="mt-4 grid gap-3 sm:grid-cols-3">
      <input type="hidden" name="intent" value="court" />
      <input type="hidden" name="courtId" value={court.id} />
      <input type="hidden" name="region" value={region} />
      {mine?.message ? (
        <p role="alert" className="rounded-lg border border-error p-3 text-sm sm:col-span-3">
          {mine.message}
        </p>
      ) : null}
      {LANGS.map((lang) => (
        <Input
          key={`name-${lang}`}
          label={t(`courts.name.${lang}`)}
          name={`name${cap(lang)}`}
          lang={lang}
          defaultValue={value('name', lang)}
          maxLength={300}
          {...error(`name${cap(lang)}`)}
        />
      ))}
      {LANGS.map((lang) => (
        <Input
          key={`address-${lang}`}
          label={t(`courts.address.${lang}`)}
          name={`address${cap(lang)}`}
          lang={lang}
          defaultValue={value('address', lang)}
          maxLength={300}
          {...error(`address${cap(lang)}`)}
        />
      ))}
      <p className="text-xs text-muted sm:col-span-3">{t('courts.addressHint')}</p>
      <div className="sm:col-span-2">
        <Input label={t('duty.fields.note')} name="note" defaultValue={mine?.values.note ?? ''} maxLength={2000} />
      </div>
      <div className="flex items-end gap-2">
        <button type="submit" className="btn btn-primary" data-testid="save-court">
          {t('courts.save')}
        </button>
        <Link to={`${PATH}?region=${region}`} className="btn btn-ghost">
          {t('duty.cancel')}
        </Link>
      </div>
    </ConsoleForm>
  );
}

function DistrictForm({ posted }: { posted: CourtFormState | undefined }) {
  const t = useT('ops');
  const { locale } = useAppState();
  const { courts } = usePageData('ops-courts');
  const mine = posted && posted.intent !== 'court' ? posted : undefined;
  const values = mine?.values ?? {};
  const select = (name: string, label: string, options: { value: string; label: string }[], placeholder: string) => (
    <div className="space-y-1.5">
      <label htmlFor={`district-${name}`} className="block text-sm font-medium">
        {label}
      </label>
      <select id={`district-${name}`} name={name} defaultValue={values[name] ?? ''} className="control w-full">
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {mine?.fields[name] ? <p className="text-xs font-medium text-red-700 dark:text-red-300">{mine.fields[name]}</p> : null}
    </div>
  );
  return (
    <section aria-labelledby="district-heading" className="mt-8" id="district-form">
      <h2 id="district-heading" className="text-xl font-semibold">
        {t('courts.reassign')}
      </h2>
      <p className="mt-1 max-w-3xl text-sm text-muted">{t('courts.reassignLead')}</p>
      {mine?.message ? (
        <p role="alert" className="mt-3 rounded-lg border border-error p-3 text-sm" data-testid="form-message">
          {mine.message}
        </p>
      ) : null}
      <ConsoleForm testId="district-form" className="card mt-4 grid gap-4 p-5 sm:grid-cols-3">
        <input type="hidden" name="region" value={courts.region} />
        {select(
          'districtId',
          t('courts.district'),
          courts.districts.map((district) => ({ value: district.id, label: district.name })),
          t('courts.chooseDistrict'),
        )}
        {select(
          'courtType',
          t('courts.type'),
          DISTRICT_COURT_TYPES_EDITED.map((type) => ({ value: type, label: t(`duty.court.${type}`) })),
          t('courts.chooseType'),
        )}
        {select(
          'courtId',
          t('courts.court'),
          courts.items.filter((court) => !court.retired).map((court) => ({ value: String(court.id), label: court.name[locale] })),
          t('courts.chooseCourt'),
        )}
        <div className="sm:col-span-2">
          <Input label={t('duty.fields.note')} name="note" defaultValue={values.note ?? ''} maxLength={2000} />
        </div>
        <div className="flex flex-wrap items-end gap-2">
          <button type="submit" name="intent" value="district-preview" className="btn btn-outline" data-testid="preview-district">
            {t('amounts.form.preview')}
          </button>
          <button type="submit" name="intent" value="district-save" className="btn btn-primary" data-testid="save-district">
            {t('courts.set')}
          </button>
        </div>
      </ConsoleForm>
      {mine?.preview ? (
        <p className="card mt-4 p-4 text-sm" data-testid="district-preview" role="status">
          {t(mine.preview.from ? 'courts.previewMove' : 'courts.previewNew', {
            district: mine.preview.district.name,
            type: t(`duty.court.${mine.preview.courtType}`),
            from: mine.preview.from?.name ?? '',
            to: mine.preview.to.name,
          })}{' '}
          {t('courts.previewDrafts', { count: mine.preview.draftsNamingFrom })}
        </p>
      ) : null}
    </section>
  );
}

/**
 * /ops/courts (issue 32): a region's courts (chosen from a plain GET form) with the districts each
 * serves and how sure each link is; a court's name and address corrected in the three languages;
 * a district's court of a type set, with a preview of what changes. Plain forms posted to the page
 * (server/loaders/ops/courts-form.ts), each audited; a claim keeps the court it names.
 */
export default function OpsCourtsPage() {
  const { courts } = usePageData('ops-courts');
  const posted = usePostedForm('ops-courts');
  const t = useT('ops');
  const { locale } = useAppState();
  const [params] = useSearchParams();
  const action = useHref(PATH);
  const editing = posted?.intent === 'court' ? posted.courtId : Number(params.get('court') ?? 0);
  return (
    <div className="container-page max-w-5xl py-6 sm:py-8">
      <h1 className="text-3xl font-bold tracking-tight" data-testid="page-heading">
        {t('courts.title')}
      </h1>
      <p className="mt-1 max-w-3xl text-sm text-muted">{t('courts.lead')}</p>
      <div className="mt-6">
        <OpsNav />
      </div>
      <form method="get" action={action} className="mb-6 flex flex-wrap items-end gap-3" data-testid="region-form">
        <div className="space-y-1.5">
          <label htmlFor="courts-region" className="block text-sm font-medium">
            {t('courts.region')}
          </label>
          <select id="courts-region" name="region" defaultValue={courts.region} className="control">
            {courts.regions.map((region) => (
              <option key={region.slug} value={region.slug}>
                {region.name}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="btn btn-outline">
          {t('courts.show')}
        </button>
      </form>
      <ol className="space-y-4" data-testid="courts">
        {courts.items.map((court) => (
          <li key={court.id} className="card p-5" data-testid="court" data-court={court.id}>
            <div className="flex flex-wrap items-center gap-2">
              <h2 className="text-lg font-semibold">{court.name[locale]}</h2>
              <Badge color="gray">{t(`duty.court.${court.type}`)}</Badge>
              {court.retired ? <Badge color="gold">{t('courts.retired')}</Badge> : null}
              {court.operatorEdited ? <Badge color="iris">{t('amounts.edited')}</Badge> : null}
            </div>
            <p className="mt-1 text-sm text-muted">{court.address?.[locale] ?? t('courts.noAddress')}</p>
            {court.districts.length > 0 ? (
              <p className="mt-2 text-sm">
                <span className="text-muted">{t('courts.serves')}: </span>
                {court.districts.map((district, index) => (
                  <span key={`${district.districtId}-${district.courtType}`}>
                    {index > 0 ? ', ' : ''}
                    {district.name}
                    {district.certainty !== 'high' ? ` (${t(`courts.certainty.${district.certainty}`)})` : ''}
                  </span>
                ))}
              </p>
            ) : null}
            {editing === court.id ? (
              <CourtEditor court={court} region={courts.region} posted={posted} />
            ) : (
              <Link
                to={`${PATH}?region=${courts.region}&court=${court.id}#court-${court.id}`}
                id={`court-${court.id}`}
                className="btn btn-ghost btn-sm mt-2"
                data-testid="edit-court"
              >
                {t('amounts.correct')}
              </Link>
            )}
          </li>
        ))}
      </ol>
      <DistrictForm posted={posted} />
    </div>
  );
}
