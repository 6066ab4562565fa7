import { Suspense, lazy, useState, type ReactNode } from 'react';
import { BADGE_COLORS, PRIMARY } from '../../shared/theme.js';
import { useAppState } from '../app-state.js';
import { Icon } from '../components/Icon.js';
import { LazyVideoPlayer } from '../components/LazyVideoPlayer.js';
import { Badge } from '../components/ui/Badge.js';
import { Button } from '../components/ui/Button.js';
import { Checkbox } from '../components/ui/Checkbox.js';
import { EmptyState } from '../components/ui/EmptyState.js';
import { Input } from '../components/ui/Input.js';
import { Pagination } from '../components/ui/Pagination.js';
import { Select } from '../components/ui/Select.js';
import { Skeleton } from '../components/ui/Skeleton.js';
import { useT } from '../i18n.js';
import { reachGoal } from '../platform/analytics.js';
import { loadingBar } from '../platform/loading/controller.js';
import { toasts, type ToastType } from '../platform/toasts/store.js';

// Overlays load when first opened.
const Dialog = lazy(() => import('../components/ui/Dialog.js'));
const SlideOver = lazy(() => import('../components/ui/SlideOver.js'));

/** Icons the kit shows; the last one is named at run time, so it comes from GET /api/_icons. */
const KIT_ICONS = ['lucide:scale', 'lucide:file-text', 'lucide:briefcase', 'lucide:landmark'];
const REMOTE_ICON = ['lucide', 'gavel'].join(':');

/** The seed's first reference video; the kit asks for nothing until it is played. */
const DEMO_VIDEO = { src: '/media/reference/divorce-procedure.mp4' };

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="space-y-4" data-testid={`kit-${id}`}>
      <h2 id={id} className="text-xl font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The UI-kit and diagnostics page (docs/design.md §4): every component and platform part, light and dark. */
export default function TestcPage() {
  const t = useT('pages');
  const k = useT('uikit');
  const { buildId } = useAppState();
  const [region, setRegion] = useState<string | null>(null);
  const [agree, setAgree] = useState(false);
  const [page, setPage] = useState(4);
  const [dialog, setDialog] = useState<boolean | null>(null);
  const [panel, setPanel] = useState<boolean | null>(null);
  const [video, setVideo] = useState(false);
  const [goal, setGoal] = useState<string | null>(null);

  const regions = [
    'tashkent',
    'samarkand',
    'bukhara',
    'andijan',
    'fergana',
    'namangan',
    'khorezm',
    'navoi',
    'kashkadarya',
    'surkhandarya',
    'jizzakh',
    'syrdarya',
    'karakalpakstan',
  ].map((value) => ({
    value,
    label: k(`regions.${value}`),
  }));
  const notify = (type: ToastType, options: { closeOnClick?: boolean } = {}) =>
    toasts.add({ type, title: k(`toasts.${type}Title`), text: k(`toasts.${type}Text`), ...options });

  return (
    <div className="container-page space-y-12 py-10">
      <header>
        <h1 className="text-3xl font-bold tracking-tight" data-testid="page-heading">
          {t('testc.title')}
        </h1>
        <p className="mt-2 text-muted">{t('testc.intro')}</p>
        <p className="mt-1 font-mono text-xs text-muted" data-testid="build-id">
          {k('build', { id: buildId })}
        </p>
      </header>

      <Section id="palette" title={t('testc.palette')}>
        <ul className="grid grid-cols-3 gap-2 sm:grid-cols-6 lg:grid-cols-11">
          {Object.entries(PRIMARY).map(([shade, hex]) => (
            <li key={shade} className="card overflow-hidden text-xs">
              <span className="block h-12" style={{ background: hex }} />
              <span className="block px-2 py-1 font-mono">
                {shade}
                <br />
                {hex}
              </span>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="badges" title={t('testc.badges')}>
        <div className="flex flex-wrap gap-2">
          {BADGE_COLORS.map((color) => (
            <Badge key={color} color={color}>
              {color}
            </Badge>
          ))}
        </div>
      </Section>

      <Section id="buttons" title={k('sections.buttons')}>
        <div className="flex flex-wrap items-center gap-2">
          <Button>{k('buttons.primary')}</Button>
          <Button variant="outline">{k('buttons.outline')}</Button>
          <Button variant="ghost">{k('buttons.ghost')}</Button>
          <Button variant="danger">{k('buttons.danger')}</Button>
          <Button size="sm">{k('buttons.small')}</Button>
          <Button loading>{k('buttons.loading')}</Button>
          <Button disabled>{k('buttons.disabled')}</Button>
        </div>
      </Section>

      <Section id="form" title={k('sections.form')}>
        <div className="grid max-w-3xl gap-6 sm:grid-cols-2">
          <Input label={k('form.name')} placeholder={k('form.namePlaceholder')} hint={k('form.nameHint')} autoComplete="name" />
          <Input label={k('form.phone')} type="tel" defaultValue="+998 90" error={k('form.phoneError')} />
          <Select
            id="kit-region"
            label={k('form.region')}
            options={regions}
            value={region}
            onChange={setRegion}
            placeholder={k('form.regionPlaceholder')}
            name="region"
          />
          <Checkbox label={k('form.agree')} hint={k('form.agreeHint')} checked={agree} onChange={(e) => setAgree(e.target.checked)} />
        </div>
      </Section>

      <Section id="icons" title={k('sections.icons')}>
        <p className="text-sm text-muted">{k('icons.intro')}</p>
        <ul className="flex flex-wrap gap-3" data-testid="kit-icon-list">
          {[...KIT_ICONS, REMOTE_ICON].map((name) => (
            <li key={name} className="card flex w-28 flex-col items-center gap-2 p-3 text-center text-xs text-muted">
              <Icon name={name} size={24} className="text-accent" />
              <span className="font-mono">{name.split(':')[1]}</span>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="toasts" title={k('sections.toasts')}>
        <p className="text-sm text-muted">{k('toasts.intro')}</p>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={() => notify('success')} data-testid="toast-success">
            {k('toasts.success')}
          </Button>
          <Button variant="outline" onClick={() => notify('warn')} data-testid="toast-warn">
            {k('toasts.warn')}
          </Button>
          <Button variant="outline" onClick={() => notify('error', { closeOnClick: false })} data-testid="toast-error">
            {k('toasts.error')}
          </Button>
          <Button variant="ghost" onClick={() => toasts.clean()} data-testid="toast-clean">
            {k('toasts.clean')}
          </Button>
        </div>
      </Section>

      <Section id="loading" title={k('sections.loading')}>
        <p className="text-sm text-muted">{k('loading.intro')}</p>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={() => void loadingBar.track(new Promise((r) => setTimeout(r, 2500)))} data-testid="loading-slow">
            {k('loading.slow')}
          </Button>
          <Button variant="outline" onClick={() => void loadingBar.track(new Promise((r) => setTimeout(r, 100)))} data-testid="loading-fast">
            {k('loading.fast')}
          </Button>
        </div>
      </Section>

      <Section id="pagination" title={k('sections.pagination')}>
        <Pagination page={page} pageCount={12} onChange={setPage} />
      </Section>

      <Section id="overlays" title={k('sections.overlays')}>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={() => setDialog(true)} data-testid="open-dialog">
            {k('overlays.openDialog')}
          </Button>
          <Button variant="outline" onClick={() => setPanel(true)} data-testid="open-slide-over">
            {k('overlays.openPanel')}
          </Button>
        </div>
        <Suspense fallback={null}>
          {dialog !== null ? (
            <Dialog
              open={dialog}
              onOpenChange={setDialog}
              title={k('overlays.dialogTitle')}
              description={k('overlays.dialogText')}
              footer={
                <>
                  <Button variant="outline" onClick={() => setDialog(false)}>
                    {k('overlays.cancel')}
                  </Button>
                  <Button onClick={() => setDialog(false)}>{k('overlays.confirm')}</Button>
                </>
              }
            />
          ) : null}
          {panel !== null ? (
            <SlideOver open={panel} onOpenChange={setPanel} title={k('overlays.panelTitle')} description={k('overlays.panelText')}>
              <EmptyState title={k('empty.title')} text={k('empty.text')} />
            </SlideOver>
          ) : null}
        </Suspense>
      </Section>

      <Section id="skeleton" title={k('sections.skeleton')}>
        <div className="card max-w-md space-y-3 p-4" aria-busy="true">
          <span className="sr-only">{k('skeleton.label')}</span>
          <Skeleton className="h-5 w-2/3" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-5/6" />
        </div>
      </Section>

      <Section id="empty" title={k('sections.empty')}>
        <EmptyState title={k('empty.title')} text={k('empty.text')} action={<Button variant="outline">{k('empty.action')}</Button>} />
      </Section>

      <Section id="player" title={k('sections.player')}>
        <p className="text-sm text-muted">{k('player.intro')}</p>
        {video ? (
          <div className="max-w-2xl">
            <LazyVideoPlayer src={DEMO_VIDEO.src} title={k('player.title')} />
          </div>
        ) : (
          <Button variant="outline" onClick={() => setVideo(true)} data-testid="show-player">
            {k('player.show')}
          </Button>
        )}
      </Section>

      <Section id="analytics" title={k('sections.analytics')}>
        <Button variant="outline" onClick={() => setGoal(reachGoal('testc_goal') ? k('analytics.sent') : k('analytics.notSent'))} data-testid="report-goal">
          {k('analytics.report')}
        </Button>
        {goal ? (
          <p className="text-sm text-muted" role="status">
            {goal}
          </p>
        ) : null}
      </Section>
    </div>
  );
}
