import { Link } from 'react-router';
import type { OwnServiceList } from '../../../shared/account/service-fiscal.js';
import type { AccountSpecialist } from '../../../shared/account/overview.js';
import { useAppState } from '../../app-state.js';
import { useT } from '../../i18n.js';
import { Icon } from '../Icon.js';
import { Badge } from '../ui/Badge.js';
import { Button } from '../ui/Button.js';
import { HomeCard } from './HomeCard.js';
import { SpecialistServices } from './SpecialistServices.js';
import { preloadSpecialistEditor, useSpecialistEditor } from './useSpecialistEditor.js';

/**
 * The specialist's services with their fiscal data (issue 29, ADR 016): a service without its
 * IKPU/MXIK code cannot be sold, and here its owner gives it.
 */
function ServicesCard({ list }: { list: OwnServiceList }) {
  const t = useT('account');
  return (
    <HomeCard id="home-own-services" icon="lucide:receipt" title={t('ownServices.heading')} intro={t('ownServices.intro')}>
      <div className="mt-4">
        <SpecialistServices list={list} />
      </div>
    </HomeCard>
  );
}

/**
 * The dashboard's specialist card: the profile's address and an edit button, or the call to become
 * one; a specialist's services with their fiscal data follow in a card of their own.
 */
export function SpecialistPanel({
  specialist,
  asOf,
  services = null,
}: {
  specialist: AccountSpecialist | null;
  asOf: string;
  services?: OwnServiceList | null;
}) {
  const t = useT('account');
  const catalogue = useT('catalogue');
  const { origin } = useAppState();
  const editor = useSpecialistEditor({ editing: specialist !== null, asOf });
  const openButton = (label: string, variant: 'primary' | 'outline') => (
    <Button
      variant={variant}
      onClick={editor.open}
      onPointerEnter={preloadSpecialistEditor}
      onFocus={preloadSpecialistEditor}
      data-testid="open-specialist-editor"
    >
      <Icon name={specialist ? 'lucide:pencil' : 'lucide:badge-plus'} size={16} />
      {label}
    </Button>
  );
  return (
    <>
      <HomeCard id="home-specialist" icon="lucide:briefcase" title={t('specialist.heading')}>
        {specialist ? (
          <div className="mt-4 space-y-4">
            <div className="flex flex-wrap items-center gap-2">
              <span className="font-medium">{catalogue(`profession.${specialist.profession}`)}</span>
              <Badge color={specialist.verified ? 'green' : 'gray'}>{specialist.verified ? t('specialist.verified') : t('specialist.notVerified')}</Badge>
            </div>
            <p className="break-all text-sm text-muted" data-testid="specialist-address">
              {`${origin.replace(/^https?:\/\//, '')}/${specialist.nickname}`}
            </p>
            <div className="flex flex-wrap gap-2">
              <Link to={`/${specialist.nickname}`} className="btn btn-primary" data-testid="open-profile">
                <Icon name="lucide:user" size={16} />
                {t('specialist.view')}
              </Link>
              {openButton(t('specialist.edit'), 'outline')}
            </div>
          </div>
        ) : (
          <div className="mt-4 space-y-4">
            <div>
              <p className="text-base font-semibold">{t('specialist.ctaTitle')}</p>
              <p className="mt-1 text-sm text-muted">{t('specialist.ctaText')}</p>
            </div>
            {openButton(t('specialist.create'), 'primary')}
          </div>
        )}
        <div className="mt-4 border-t border-line pt-4">
          <p className="text-sm text-muted">{t('application.homeCard.text')}</p>
          <div className="mt-3 flex flex-wrap gap-2">
            <Link to="/home/specialist-application" className="btn btn-outline" data-testid="open-application">
              <Icon name="lucide:badge-check" size={16} />
              {specialist?.verified ? t('application.homeCard.open') : t('application.homeCard.apply')}
            </Link>
            {specialist?.verified ? (
              <Link to="/home/firm" className="btn btn-outline" data-testid="open-firm">
                <Icon name="lucide:building-2" size={16} />
                {t('firm.homeCard')}
              </Link>
            ) : null}
          </div>
        </div>
        {editor.dialog}
      </HomeCard>
      {specialist && services ? <ServicesCard list={services} /> : null}
    </>
  );
}
