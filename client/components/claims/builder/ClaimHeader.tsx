import { useAppState } from '../../../app-state.js';
import { useT } from '../../../i18n.js';
import { saveStatusView } from '../../documents/editor/autosave.js';
import { SaveStatus } from '../../documents/editor/SaveStatus.js';
import type { Autosave } from '../../documents/editor/use-autosave.js';
import { Button } from '../../ui/Button.js';

/** The builder's heading (the claim's title) and its save state, with "retry" while saves fail. */
export function ClaimHeader({ title, autosave, hydrated }: { title: string; autosave: Autosave; hydrated: boolean }) {
  const t = useT('claim-builder');
  const { locale: lang } = useAppState();
  const save = autosave.state;
  const view = saveStatusView(save, t, lang);
  return (
    <header className="mb-5 mt-4 flex flex-wrap items-start justify-between gap-3">
      <div className="min-w-0">
        <h1 className="break-words text-2xl font-bold tracking-tight sm:text-3xl" data-testid="page-heading">
          {title}
        </h1>
      </div>
      <div className="flex items-center gap-2 text-sm">
        <SaveStatus phase={save.phase} view={view} text={hydrated ? view.text : t('status.loading')} quietClassName="text-muted" />
        {view.key === 'retrying' ? (
          <Button size="sm" variant="outline" onClick={() => void autosave.saveNow()} data-testid="save-retry">
            {t('status.retry')}
          </Button>
        ) : null}
      </div>
    </header>
  );
}
