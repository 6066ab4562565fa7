// Before any schema is built: zod must not probe eval under the site's CSP.
import '../../platform/zod-jitless.js';
import type { SpecialistProfileValues } from '../../../shared/account/specialist-fields.js';
import type { SpecializationGroup } from '../../../shared/api/types.js';
import { useT } from '../../i18n.js';
import { FormActions } from '../ui/FormActions.js';
import { NicknameField } from './NicknameField.js';
import { BioField } from './specialist-form/BioField.js';
import { ContactFields } from './specialist-form/ContactFields.js';
import { ExperienceField } from './specialist-form/ExperienceField.js';
import { ProfessionField } from './specialist-form/ProfessionField.js';
import { SocialLinksField } from './specialist-form/SocialLinksField.js';
import { SpecializationsField } from './specialist-form/SpecializationsField.js';
import { useSpecialistForm } from './specialist-form/use-specialist-form.js';

export interface SpecialistFormProps {
  initial: SpecialistProfileValues | null;
  groups: readonly SpecializationGroup[];
  asOf: string;
  onCancel(): void;
}

/**
 * The specialist profile form of the editor dialog. The shared schema checks it before it is
 * sent and the API checks it again; either way each field shows its message and keeps what was
 * typed. A save opens the profile at /{nickname} as a new page, so the header knows the nickname.
 * Its sections are in ./specialist-form/.
 */
export function SpecialistForm({ initial, groups, asOf, onCancel }: SpecialistFormProps) {
  const t = useT('account');
  const { form, values, errors, notice, saving, labels, set, submit } = useSpecialistForm(initial, asOf);

  return (
    <form ref={form} noValidate onSubmit={(event) => void submit(event)} className="space-y-6" data-testid="specialist-form">
      <NicknameField value={values.nickname} onChange={(value) => set('nickname', value)} current={initial?.nickname ?? null} error={errors.nickname} />

      <ProfessionField value={values.profession} onChange={(value) => set('profession', value)} error={errors.profession} labels={labels} />

      <SpecializationsField
        legend={labels.specializations}
        groups={groups}
        value={values.specializations}
        onChange={(value) => set('specializations', value)}
        error={errors.specializations}
      />

      <BioField legend={labels.bio} value={values.bio} onChange={(value) => set('bio', value)} errors={errors} />

      <ContactFields values={values} set={set} errors={errors} labels={labels} />

      <SocialLinksField links={values.socialLinks} onChange={(links) => set('socialLinks', links)} errors={errors} labels={labels} />

      <ExperienceField jobs={values.experience} onChange={(jobs) => set('experience', jobs)} errors={errors} labels={labels} asOf={asOf} />

      <FormActions
        notice={notice}
        noticeTestId="specialist-notice"
        busy={saving}
        rowClassName="sticky bottom-0 -mx-6 flex flex-wrap justify-end gap-2 border-t border-line bg-surface px-6 py-4"
        cancel={{ label: t('specialist.dialog.cancel'), onClick: onCancel }}
        submit={{ label: t('specialist.dialog.save'), icon: 'lucide:check', testId: 'specialist-save' }}
      />
    </form>
  );
}
