import { useEffect, useId, useState } from 'react';
import type { OwnClaimCard } from '../../../shared/api/claims/contract.js';
import type { OwnDocumentCard } from '../../../shared/api/documents/contract.js';
import { formatDate } from '../../../shared/format/date.js';
import { useAppState } from '../../app-state.js';
import { useT } from '../../i18n.js';
import { api } from '../../platform/api.js';
import { Icon } from '../Icon.js';
import { Button } from '../ui/Button.js';
import Dialog, { DialogClose } from '../ui/Dialog.js';
import type { ChosenPaper } from './Composer.js';

/** How many of each the dialog lists (the newest). */
const LISTED = 50;
/** A claim is attached as its generated document: only one that has been generated. */
const GENERATED: ReadonlySet<OwnClaimCard['status']> = new Set(['generated', 'filed_by_user', 'closed']);

type Papers = { documents: OwnDocumentCard[]; claims: OwnClaimCard[] };

/**
 * "Attach from my account": the visitor's documents and generated claims, newest first, to tick
 * and attach in one step (each goes as a PDF made from it as it is now). Loaded with the dialog
 * (Radix travels with it) when the visitor first opens it.
 */
export default function AttachDialog({
  open,
  onOpenChange,
  room,
  chosen,
  onChoose,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** How many more the message may carry. */
  room: number;
  chosen: readonly ChosenPaper[];
  onChoose(papers: ChosenPaper[]): void;
}) {
  const t = useT('messages');
  const { locale } = useAppState();
  const ids = useId();
  const [papers, setPapers] = useState<Papers | 'loading' | 'failed'>('loading');
  const [ticked, setTicked] = useState<ChosenPaper[]>([]);

  useEffect(() => {
    let live = true;
    Promise.all([api.listOwnDocuments({ pageSize: LISTED }, { lang: locale }), api.listOwnClaims({ pageSize: LISTED }, { lang: locale })])
      .then(([documents, claims]) => {
        if (live) setPapers({ documents: documents.items, claims: claims.items.filter((claim) => GENERATED.has(claim.status)) });
      })
      .catch(() => {
        if (live) setPapers('failed');
      });
    return () => {
      live = false;
    };
  }, [locale]);

  const isChosen = (kind: ChosenPaper['kind'], id: number) => chosen.some((one) => one.kind === kind && one.id === id);
  const isTicked = (kind: ChosenPaper['kind'], id: number) => ticked.some((one) => one.kind === kind && one.id === id);
  const toggle = (paper: ChosenPaper) =>
    setTicked((now) => (isTicked(paper.kind, paper.id) ? now.filter((one) => !(one.kind === paper.kind && one.id === paper.id)) : [...now, paper]));

  const row = (paper: ChosenPaper, detail: string) => {
    const already = isChosen(paper.kind, paper.id);
    const checked = already || isTicked(paper.kind, paper.id);
    const full = !checked && ticked.length >= room;
    const inputId = `${ids}-${paper.kind}-${paper.id}`;
    return (
      <li key={`${paper.kind}-${paper.id}`}>
        <label htmlFor={inputId} className={`flex items-start gap-3 rounded-lg px-2 py-2 hover:bg-raised ${already || full ? 'opacity-60' : 'cursor-pointer'}`}>
          <input
            id={inputId}
            type="checkbox"
            className="mt-1 size-4 accent-[var(--accent)]"
            checked={checked}
            disabled={already || full}
            onChange={() => toggle(paper)}
            data-testid="attach-choice"
          />
          <span className="min-w-0">
            <span className="block font-medium [overflow-wrap:anywhere]">{paper.title}</span>
            <span className="block text-xs text-muted">{detail}</span>
          </span>
        </label>
      </li>
    );
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('attach.title')} description={t('attach.description', { max: room })}>
      <div className="max-h-[50vh] overflow-y-auto" data-testid="attach-dialog">
        {papers === 'loading' ? (
          <p className="flex items-center gap-2 py-4 text-sm text-muted" aria-live="polite">
            <span className="size-4 animate-spin rounded-full border-2 border-current border-r-transparent motion-reduce:animate-none" aria-hidden="true" />
            {t('attach.loading')}
          </p>
        ) : papers === 'failed' ? (
          <p role="alert" className="py-4 text-sm font-medium text-red-700 dark:text-red-300">
            {t('attach.failed')}
          </p>
        ) : papers.documents.length === 0 && papers.claims.length === 0 ? (
          <p className="py-4 text-sm text-muted">{t('attach.none')}</p>
        ) : (
          <>
            {papers.documents.length > 0 ? (
              <section aria-labelledby={`${ids}-documents`}>
                <h3 id={`${ids}-documents`} className="flex items-center gap-1.5 text-sm font-semibold">
                  <Icon name="lucide:file-text" size={16} />
                  {t('attach.documents')}
                </h3>
                <ul className="mt-1">
                  {papers.documents.map((document) =>
                    row({ kind: 'document', id: document.id, title: document.title }, t('attach.updated', { date: formatDate(document.updatedAt, locale) })),
                  )}
                </ul>
              </section>
            ) : null}
            {papers.claims.length > 0 ? (
              <section aria-labelledby={`${ids}-claims`} className="mt-3">
                <h3 id={`${ids}-claims`} className="flex items-center gap-1.5 text-sm font-semibold">
                  <Icon name="lucide:scale" size={16} />
                  {t('attach.claims')}
                </h3>
                <ul className="mt-1">
                  {papers.claims.map((claim) =>
                    row({ kind: 'claim', id: claim.id, title: claim.title }, t('attach.updated', { date: formatDate(claim.updatedAt, locale) })),
                  )}
                </ul>
              </section>
            ) : null}
          </>
        )}
      </div>
      <div className="mt-6 flex flex-wrap justify-end gap-2">
        <DialogClose asChild>
          <Button variant="ghost">{t('attach.cancel')}</Button>
        </DialogClose>
        <Button onClick={() => onChoose(ticked)} disabled={ticked.length === 0} data-testid="attach-confirm">
          {t('attach.confirm', { count: ticked.length })}
        </Button>
      </div>
    </Dialog>
  );
}
