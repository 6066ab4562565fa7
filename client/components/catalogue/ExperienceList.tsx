import { formatMonthYear } from '../../../shared/format/date.js';
import { formatExperience } from '../../../shared/format/experience.js';
import { monthsBetween } from '../../../shared/format/work-period.js';
import { useAppState } from '../../app-state.js';
import { useT } from '../../i18n.js';

export interface ExperienceItem {
  organization: string;
  position: string;
  from: string;
  to: string | null;
}

/** Work experience, newest first: position, organization, the months it ran and how long. */
export function ExperienceList({ entries, asOf }: { entries: readonly ExperienceItem[]; asOf: string }) {
  const t = useT('catalogue');
  const { locale } = useAppState();
  return (
    <ol className="relative space-y-6 border-l border-line pl-6" data-testid="experience-list">
      {entries.map((entry) => (
        <li key={`${entry.organization}-${entry.from}`} className="relative">
          <span className="absolute -left-[1.86rem] top-1.5 size-3 rounded-full border-2 border-surface bg-accent" aria-hidden="true" />
          <h3 className="font-semibold">{entry.position}</h3>
          <p className="text-sm">{entry.organization}</p>
          <p className="mt-0.5 text-sm text-muted">
            {formatMonthYear(entry.from, locale)} – {entry.to ? formatMonthYear(entry.to, locale) : t('profile.present')}
            <span aria-hidden="true"> · </span>
            <span className="sr-only">, </span>
            {formatExperience(monthsBetween(entry.from, entry.to, asOf), locale)}
          </p>
        </li>
      ))}
    </ol>
  );
}
