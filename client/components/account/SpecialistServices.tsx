import { Suspense, lazy, useRef, useState } from 'react';
import { CLASSIFIER_URL, type OwnService, type OwnServiceList } from '../../../shared/account/service-fiscal.js';
import { formatMoney } from '../../../shared/format/money.js';
import { useAppState } from '../../app-state.js';
import { useT } from '../../i18n.js';
import { Icon } from '../Icon.js';
import { Badge } from '../ui/Badge.js';
import { Button } from '../ui/Button.js';

// The form and zod travel only to a specialist who opens it.
const SpecialistFiscalForm = lazy(() => import('./SpecialistFiscalForm.js'));

/** Starts loading the form's code (the specialist is about to open it). */
function preloadFiscalForm(): void {
  void import('./SpecialistFiscalForm.js');
}

/** What a service without its code says: that it cannot be sold, where the code is found (a new tab), and how. */
function MissingCode() {
  const t = useT('account');
  return (
    <div className="mt-3 rounded-lg bg-gold/15 px-3 py-2.5 text-sm" data-testid="fiscal-missing">
      <p className="flex items-start gap-2 font-semibold text-amber-800 dark:text-amber-300">
        <Icon name="lucide:triangle-alert" size={16} className="mt-0.5 shrink-0" />
        {t('ownServices.missingTitle')}
      </p>
      <p className="mt-1">{t('ownServices.missingText')}</p>
      <a
        href={CLASSIFIER_URL}
        target="_blank"
        rel="noopener noreferrer"
        className="mt-1.5 inline-flex items-center gap-1 font-medium text-accent-strong underline"
        data-testid="fiscal-classifier"
      >
        {t('ownServices.classifier')}
        <Icon name="lucide:external-link" size={14} />
        <span className="sr-only">{t('ownServices.newTab')}</span>
      </a>
    </div>
  );
}

/** A service's code, package code and VAT, as a receipt will print them. */
function FiscalData({ service }: { service: OwnService }) {
  const t = useT('account');
  const value = (text: string) => <span className="font-medium tabular-nums text-ink">{text}</span>;
  return (
    <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted" data-testid="fiscal-data">
      <Badge color="green">{t('ownServices.sellable')}</Badge>
      <span>
        {t('ownServices.fields.ikpuCode')}: {value(service.ikpuCode ?? '')}
      </span>
      {service.packageCode ? (
        <span>
          {t('ownServices.fields.packageCode')}: {value(service.packageCode)}
        </span>
      ) : null}
      {service.vatPercent !== null ? (
        <span>
          {t('ownServices.fields.vatPercent')}: {value(t('ownServices.vatValue', { percent: service.vatPercent }))}
        </span>
      ) : null}
    </div>
  );
}

/** One service: title and price, its fiscal data or why it cannot be sold, and the form to give them. */
function ServiceRow({ service, onSaved }: { service: OwnService; onSaved(service: OwnService): void }) {
  const t = useT('account');
  const catalogue = useT('catalogue');
  const { locale } = useAppState();
  const [editing, setEditing] = useState(false);
  /** Holds the button that opens the form: focus goes back to it when the form closes. */
  const toggle = useRef<HTMLDivElement>(null);
  const price = formatMoney(service.price, locale);
  const headingId = `own-service-${service.id}`;

  const close = () => {
    setEditing(false);
    requestAnimationFrame(() => toggle.current?.querySelector('button')?.focus());
  };

  return (
    <li className="py-4" data-testid="own-service" data-service={service.id} data-sellable={service.sellable} aria-labelledby={headingId}>
      <div className="flex items-start justify-between gap-3">
        <h3 id={headingId} className="min-w-0 text-sm font-semibold">
          {service.title}
        </h3>
        <span className="whitespace-nowrap text-sm tabular-nums">{service.priceKind === 'from' ? catalogue('price.from', { price }) : price}</span>
      </div>
      {service.sellable ? <FiscalData service={service} /> : <MissingCode />}
      {editing ? (
        <Suspense
          fallback={
            <p role="status" className="mt-3 flex items-center gap-2 text-sm text-muted">
              <span className="size-4 animate-spin rounded-full border-2 border-current border-r-transparent" aria-hidden />
              {t('ownServices.formLoading')}
            </p>
          }
        >
          <SpecialistFiscalForm
            service={service}
            onCancel={close}
            onSaved={(saved) => {
              onSaved(saved);
              close();
            }}
          />
        </Suspense>
      ) : (
        <div ref={toggle} className="mt-3">
          <Button
            variant={service.sellable ? 'ghost' : 'primary'}
            size="sm"
            onClick={() => setEditing(true)}
            onPointerEnter={preloadFiscalForm}
            onFocus={preloadFiscalForm}
            aria-label={service.sellable ? t('ownServices.editLabel', { title: service.title }) : t('ownServices.addLabel', { title: service.title })}
            data-testid="fiscal-edit"
          >
            <Icon name={service.sellable ? 'lucide:pencil' : 'lucide:plus'} size={16} />
            {service.sellable ? t('ownServices.edit') : t('ownServices.add')}
          </Button>
        </div>
      )}
    </li>
  );
}

/**
 * The specialist's own services on /home (issue 29, ADR 016), as the loader read them: each with
 * its IKPU/MXIK code, package code and VAT, or plainly marked as not for sale until it has its
 * code, with the way to the official code list. A save shows the write's own answer at once.
 */
export function SpecialistServices({ list }: { list: OwnServiceList }) {
  const t = useT('account');
  const [items, setItems] = useState(list.items);
  if (items.length === 0) return <p className="text-sm text-muted">{t('ownServices.none')}</p>;
  const replace = (saved: OwnService) => setItems((current) => current.map((item) => (item.id === saved.id ? saved : item)));
  return (
    <ul className="-my-4 divide-y divide-line" data-testid="own-services">
      {items.map((service) => (
        <ServiceRow key={service.id} service={service} onSaved={replace} />
      ))}
    </ul>
  );
}
