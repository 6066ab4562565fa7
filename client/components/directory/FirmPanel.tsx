import { Suspense, lazy, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useT } from '../../i18n.js';
import { Icon } from '../Icon.js';
import { useHydrated } from '../../platform/useHydrated.js';

// Radix's dialog code travels only to a page where a firm is opened.
const SlideOver = lazy(() => import('../ui/SlideOver.js'));

/**
 * docs/product.md §9: the kit's SLIDE_OVER values, repeated rather than imported so that the page's own
 * chunk does not pull the kit's module (and Radix with it) in.
 */
const PANEL = { maxWidth: 360, top: 56 } as const;

/** Starts loading the slide-over's code (a visitor is about to open a firm). */
export function preloadFirmPanel(): void {
  void import('../ui/SlideOver.js');
}

export interface FirmPanelProps {
  title: string;
  description: string;
  /** The list's address without the firm: where closing leads without JavaScript. */
  closeHref: string;
  onClose(): void;
  children: ReactNode;
}

/**
 * The same panel before the page runs: the server renders a firm opened by its link as a plain
 * panel at the slide-over's place and size (docs/product.md §9), with a link that closes it.
 */
function StaticPanel({ title, description, closeHref, children }: Omit<FirmPanelProps, 'onClose'>) {
  const t = useT();
  return (
    <div className="fixed inset-x-0 bottom-0 z-50" style={{ top: PANEL.top }}>
      <Link to={closeHref} preventScrollReset tabIndex={-1} aria-hidden="true" className="absolute inset-0 bg-black/40" />
      <aside
        aria-labelledby="firm-panel-title"
        className="absolute inset-y-0 right-0 flex w-full flex-col border-l border-line bg-surface text-ink shadow-2xl"
        style={{ maxWidth: PANEL.maxWidth }}
        data-testid="slide-over-static"
      >
        <div className="flex items-start justify-between gap-3 border-b border-line p-4">
          <div>
            <h2 id="firm-panel-title" className="text-base font-semibold">
              {title}
            </h2>
            <p className="mt-0.5 text-sm text-muted">{description}</p>
          </div>
          <Link to={closeHref} preventScrollReset className="icon-btn h-9 w-9 shrink-0" aria-label={t('ui.close')}>
            <Icon name="lucide:x" size={18} />
          </Link>
        </div>
        <div className="flex-1 overflow-y-auto p-4">{children}</div>
      </aside>
    </div>
  );
}

/**
 * A law firm's slide-over (max 360px wide, 56px from the top: docs/product.md §9). After hydration it is the
 * kit's Radix slide-over (focus kept inside, Escape and the backdrop close it, focus returns to
 * the card); until its code has loaded, and without JavaScript, the plain panel stands in.
 */
export function FirmPanel(props: FirmPanelProps) {
  const hydrated = useHydrated();
  const still = (
    <StaticPanel title={props.title} description={props.description} closeHref={props.closeHref}>
      {props.children}
    </StaticPanel>
  );
  if (!hydrated) return still;
  return (
    <Suspense fallback={still}>
      <SlideOver open onOpenChange={(open) => (open ? undefined : props.onClose())} title={props.title} description={props.description}>
        {props.children}
      </SlideOver>
    </Suspense>
  );
}
