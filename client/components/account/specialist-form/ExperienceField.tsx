import { SPECIALIST_LIMITS as LIMITS, type SpecialistLabels } from '../../../../shared/account/specialist-fields.js';
import { formatExperience } from '../../../../shared/format/experience.js';
import { totalExperienceMonths } from '../../../../shared/format/work-period.js';
import { useAppState } from '../../../app-state.js';
import { useT } from '../../../i18n.js';
import { Icon } from '../../Icon.js';
import { Button } from '../../ui/Button.js';
import { Checkbox } from '../../ui/Checkbox.js';
import { Input } from '../../ui/Input.js';
import { newKey, type JobInput } from '../specialist-form-state.js';
import { Group } from './parts.js';

/** The specialist's jobs (organization, position, from, to or "present") and the experience they add up to as of `asOf`. */
export function ExperienceField({
  jobs,
  onChange,
  errors,
  labels,
  asOf,
}: {
  jobs: JobInput[];
  onChange(jobs: JobInput[]): void;
  errors: Record<string, string>;
  labels: SpecialistLabels;
  asOf: string;
}) {
  const t = useT('account');
  const { locale } = useAppState();
  const setJob = (key: number, patch: Partial<JobInput>) => onChange(jobs.map((job) => (job.key === key ? { ...job, ...patch } : job)));
  const totalMonths = totalExperienceMonths(
    jobs
      .filter((job) => /^\d{4}-\d{2}$/.test(job.from) && (job.present || /^\d{4}-\d{2}$/.test(job.to)))
      .map((job) => ({ from: job.from, to: job.present ? null : job.to })),
    asOf,
  );

  return (
    <Group legend={labels.experience} error={errors.experience} field="experience">
      {jobs.length === 0 ? <p className="text-sm text-muted">{t('specialist.noJobs')}</p> : null}
      <ol className="space-y-4">
        {jobs.map((job, index) => {
          const error = (name: string) => errors[`experience.${index}.${name}`];
          const errorProp = (name: string) => (error(name) ? { error: error(name) } : {});
          return (
            <li key={job.key} className="space-y-3 rounded-xl border border-line p-4" data-testid="job-row">
              <div className="flex items-center justify-between gap-2">
                <p className="text-sm font-semibold">{t('specialist.job', { n: index + 1 })}</p>
                <button
                  type="button"
                  className="icon-btn h-9 w-9"
                  aria-label={t('specialist.removeJob', { n: index + 1 })}
                  onClick={() => onChange(jobs.filter((j) => j.key !== job.key))}
                >
                  <Icon name="lucide:trash-2" size={16} />
                </button>
              </div>
              <div className="grid gap-3 sm:grid-cols-2">
                <Input
                  label={labels.organization}
                  name={`experience.${index}.organization`}
                  value={job.organization}
                  maxLength={LIMITS.organization.max}
                  onChange={(event) => setJob(job.key, { organization: event.target.value })}
                  {...errorProp('organization')}
                />
                <Input
                  label={labels.position}
                  name={`experience.${index}.position`}
                  value={job.position}
                  maxLength={LIMITS.position.max}
                  onChange={(event) => setJob(job.key, { position: event.target.value })}
                  {...errorProp('position')}
                />
                <Input
                  label={labels.from}
                  type="month"
                  name={`experience.${index}.from`}
                  placeholder="YYYY-MM"
                  max={asOf}
                  value={job.from}
                  onChange={(event) => setJob(job.key, { from: event.target.value })}
                  {...errorProp('from')}
                />
                {job.present ? null : (
                  <Input
                    label={labels.to}
                    type="month"
                    name={`experience.${index}.to`}
                    placeholder="YYYY-MM"
                    max={asOf}
                    value={job.to}
                    onChange={(event) => setJob(job.key, { to: event.target.value })}
                    {...errorProp('to')}
                  />
                )}
              </div>
              <Checkbox label={t('specialist.present')} checked={job.present} onChange={() => setJob(job.key, { present: !job.present })} />
            </li>
          );
        })}
      </ol>
      <div className="flex flex-wrap items-center justify-between gap-2">
        {jobs.length < LIMITS.experience.max ? (
          <Button
            variant="ghost"
            size="sm"
            onClick={() => onChange([...jobs, { key: newKey(), organization: '', position: '', from: '', to: '', present: jobs.length === 0 }])}
            data-testid="add-job"
          >
            <Icon name="lucide:plus" size={16} />
            {t('specialist.addJob')}
          </Button>
        ) : (
          <span />
        )}
        {jobs.length > 0 ? (
          <p className="text-sm text-muted" data-testid="experience-total">
            {t('specialist.total', { duration: formatExperience(totalMonths, locale) })}
          </p>
        ) : null}
      </div>
    </Group>
  );
}
