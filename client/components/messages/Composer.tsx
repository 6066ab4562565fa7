import { Suspense, lazy, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import type { AttachmentRef, Message, MessageCreateInput } from '../../../shared/api/messages/contract.js';
import { MESSAGE_FILE_MAX_BYTES, MESSAGE_FILES_MAX, MESSAGE_TEXT_MAX, textLength } from '../../../shared/api/messages/limits.js';
import { formatNumber } from '../../../shared/format/number.js';
import type { ThreadFormRefusal } from '../../../shared/pages/messages/types.js';
import { MESSAGE_FILE_ACCEPT, looksLikeMessageFile } from '../../../shared/pages/messages/views.js';
import { useAppState } from '../../app-state.js';
import { useT } from '../../i18n.js';
import { api } from '../../platform/api.js';
import { useHydrated } from '../../platform/useHydrated.js';
import { Icon } from '../Icon.js';
import { Button } from '../ui/Button.js';
import { useFileSize } from './FileList.js';
import { ThreadForm } from './ThreadForm.js';

const AttachDialog = lazy(() => import('./AttachDialog.js'));

/** One's own document or claim chosen to go with the message. */
export interface ChosenPaper extends AttachmentRef {
  title: string;
}

/** The counter shows from here on. */
const COUNTER_FROM = MESSAGE_TEXT_MAX - 400;
const MAX_MB = `${MESSAGE_FILE_MAX_BYTES / (1024 * 1024)}`;

function idempotencyKey(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`;
}

export interface ComposerProps {
  conversationId: number;
  /** A message was sent from here: it joins the thread. */
  onSent(message: Message): void;
  /** The composer as posted without JavaScript and refused: its text and the API's words. */
  posted?: ThreadFormRefusal | undefined;
}

/**
 * The composer: text (up to MESSAGE_TEXT_MAX characters, a counter near the limit), files (PDF,
 * DOCX, JPEG, PNG; at most MESSAGE_FILES_MAX of at most 10 MB each, the chosen ones listed with
 * what cannot go and why) and, with JavaScript, the visitor's own documents and generated claims
 * ("Attach from my account", sent as PDFs). Without JavaScript it is a multipart form posted to
 * the page; with it the API is called and the message joins the thread at once. A refusal is the
 * API's own words in the visitor's language; nothing typed is lost.
 */
export function Composer({ conversationId, onSent, posted }: ComposerProps) {
  const t = useT('messages');
  const { locale } = useAppState();
  const hydrated = useHydrated();
  const size = useFileSize();
  const ids = useId();
  const [text, setText] = useState(posted?.text ?? '');
  const [files, setFiles] = useState<File[]>([]);
  const [papers, setPapers] = useState<ChosenPaper[]>([]);
  const [refusals, setRefusals] = useState<string[]>([]);
  const [problem, setProblem] = useState<string | null>(posted ? (posted.fields.text ?? posted.fields.files ?? posted.message) : null);
  const [sending, setSending] = useState(false);
  const [picking, setPicking] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const length = textLength(text);
  const over = length > MESSAGE_TEXT_MAX;
  const room = MESSAGE_FILES_MAX - files.length - papers.length;

  const choose = (chosen: FileList | null) => {
    if (!chosen) return;
    const next: File[] = [];
    const refused: string[] = [];
    for (const file of Array.from(chosen)) {
      if (!looksLikeMessageFile(file.name, file.type)) refused.push(t('composer.refused.type', { name: file.name }));
      else if (file.size > MESSAGE_FILE_MAX_BYTES) refused.push(t('composer.refused.size', { name: file.name, max: MAX_MB }));
      else if (file.size === 0) refused.push(t('composer.refused.empty', { name: file.name }));
      else if (next.length >= room) refused.push(t('composer.refused.count', { name: file.name, max: MESSAGE_FILES_MAX }));
      else next.push(file);
    }
    setFiles((shown) => [...shown, ...next]);
    setRefusals(refused);
    // The same file may be chosen again after it is removed.
    if (input.current) input.current.value = '';
  };

  const send = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    if (over) {
      setProblem(t('composer.tooLong', { max: formatNumber(MESSAGE_TEXT_MAX, locale) }));
      return;
    }
    if (text.trim() === '' && files.length === 0 && papers.length === 0) {
      setProblem(t('composer.empty'));
      return;
    }
    setSending(true);
    setProblem(null);
    const body: MessageCreateInput = {
      text,
      files: await Promise.all(files.map(async (file) => ({ name: file.name, type: file.type, bytes: new Uint8Array(await file.arrayBuffer()) }))),
      attach: papers.map(({ kind, id }) => ({ kind, id })),
    };
    const outcome = await api.createMessage({ id: conversationId }, body, { lang: locale, idempotencyKey: idempotencyKey() });
    setSending(false);
    if (outcome.ok) {
      onSent(outcome.value);
      setText('');
      setFiles([]);
      setPapers([]);
      setRefusals([]);
      return;
    }
    if (outcome.status === 0) setProblem(t('form.offline'));
    else setProblem(outcome.error?.fields?.text ?? outcome.error?.fields?.files ?? outcome.error?.message ?? t('form.failed'));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      event.currentTarget.form?.requestSubmit();
    }
  };

  const problemId = `${ids}-problem`;
  const counterId = `${ids}-counter`;
  return (
    <ThreadForm conversationId={conversationId} intent="message" multipart onSubmit={(event) => void send(event)} testId="composer" id="composer">
      <label htmlFor={`${ids}-text`} className="sr-only">
        {t('composer.label')}
      </label>
      <textarea
        id={`${ids}-text`}
        name="text"
        rows={3}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        placeholder={t('composer.placeholder')}
        aria-invalid={problem !== null || over ? true : undefined}
        aria-describedby={[problem ? problemId : '', length >= COUNTER_FROM ? counterId : ''].filter(Boolean).join(' ') || undefined}
        className={`control block max-h-80 min-h-20 w-full resize-y ${over ? 'border-error' : ''}`}
        data-testid="composer-text"
      />
      {length >= COUNTER_FROM ? (
        <p
          id={counterId}
          className={`mt-1 text-right text-xs tabular-nums ${over ? 'font-semibold text-red-700 dark:text-red-300' : 'text-muted'}`}
          aria-live="polite"
          data-testid="composer-counter"
        >
          {t('composer.counter', { length: formatNumber(length, locale), max: formatNumber(MESSAGE_TEXT_MAX, locale) })}
        </p>
      ) : null}

      {files.length > 0 || papers.length > 0 ? (
        <ul className="mt-2 flex flex-wrap gap-2" aria-label={t('composer.chosen')} data-testid="composer-files">
          {files.map((file, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: two chosen files may share a name; their places tell them apart
            <li key={`${file.name}-${index}`} className="flex max-w-full items-center gap-1.5 rounded-lg border border-line bg-raised py-1 pl-2.5 pr-1 text-sm">
              <Icon name="lucide:paperclip" size={14} className="shrink-0 text-muted" />
              <span className="min-w-0 truncate">{file.name}</span>
              <span className="shrink-0 text-xs text-muted">{size(file.size)}</span>
              <button
                type="button"
                className="icon-btn h-7 w-7 shrink-0"
                onClick={() => setFiles((shown) => shown.filter((_, at) => at !== index))}
                aria-label={t('composer.remove', { name: file.name })}
              >
                <Icon name="lucide:x" size={14} />
              </button>
            </li>
          ))}
          {papers.map((paper) => (
            <li
              key={`${paper.kind}-${paper.id}`}
              className="flex max-w-full items-center gap-1.5 rounded-lg border border-line bg-raised py-1 pl-2.5 pr-1 text-sm"
            >
              <Icon name={paper.kind === 'claim' ? 'lucide:scale' : 'lucide:file-text'} size={14} className="shrink-0 text-muted" />
              <span className="min-w-0 truncate">{t('composer.paperPdf', { title: paper.title })}</span>
              <button
                type="button"
                className="icon-btn h-7 w-7 shrink-0"
                onClick={() => setPapers((shown) => shown.filter((one) => one !== paper))}
                aria-label={t('composer.remove', { name: paper.title })}
              >
                <Icon name="lucide:x" size={14} />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {refusals.length > 0 ? (
        <div role="alert" className="mt-2 text-sm font-medium text-red-700 dark:text-red-300" data-testid="composer-refusals">
          <ul className="space-y-0.5">
            {refusals.map((refusal) => (
              <li key={refusal}>{refusal}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {problem ? (
        <p id={problemId} role="alert" className="mt-2 text-sm font-medium text-red-700 dark:text-red-300" data-testid="composer-problem">
          {problem}
        </p>
      ) : null}

      <div className="mt-2 flex flex-wrap items-center gap-2">
        {hydrated ? (
          <>
            <label
              className={`btn btn-ghost btn-sm cursor-pointer focus-within:ring-2 focus-within:ring-accent ${room <= 0 ? 'pointer-events-none opacity-60' : ''}`}
              title={t('composer.attachFiles')}
            >
              <Icon name="lucide:paperclip" size={16} />
              <span className="max-sm:sr-only">{t('composer.attachFiles')}</span>
              <input
                ref={input}
                type="file"
                multiple
                accept={MESSAGE_FILE_ACCEPT}
                disabled={room <= 0}
                onChange={(event) => choose(event.target.files)}
                className="sr-only"
                data-testid="composer-file-input"
              />
            </label>
            <Button variant="ghost" size="sm" onClick={() => setPicking(true)} disabled={room <= 0} data-testid="composer-attach-own">
              <Icon name="lucide:folder-open" size={16} />
              <span className="max-sm:sr-only">{t('composer.attachOwn')}</span>
            </Button>
          </>
        ) : (
          <label className="flex min-w-0 flex-wrap items-center gap-2 text-sm">
            <span className="font-medium">{t('composer.attachFiles')}</span>
            <input
              type="file"
              name="files"
              multiple
              accept={MESSAGE_FILE_ACCEPT}
              className="max-w-full text-sm file:mr-2 file:rounded-lg file:border file:border-control-line file:bg-surface file:px-3 file:py-1.5 file:text-sm file:text-ink"
            />
          </label>
        )}
        <span className="ml-auto flex items-center gap-3">
          <span className="hidden text-xs text-muted sm:inline">{t('composer.shortcut')}</span>
          <Button type="submit" loading={sending} disabled={sending} data-testid="composer-send">
            <Icon name="lucide:send" size={16} />
            {t('composer.send')}
          </Button>
        </span>
      </div>
      <p className="mt-1.5 text-xs text-muted">{t('composer.filesHint', { max: MESSAGE_FILES_MAX, size: MAX_MB })}</p>
      {picking ? (
        <Suspense fallback={null}>
          <AttachDialog
            open={picking}
            onOpenChange={setPicking}
            room={room}
            chosen={papers}
            onChoose={(chosen) => {
              setPapers((shown) =>
                [...shown, ...chosen.filter((one) => !shown.some((s) => s.kind === one.kind && s.id === one.id))].slice(0, MESSAGE_FILES_MAX - files.length),
              );
              setPicking(false);
            }}
          />
        </Suspense>
      ) : null}
    </ThreadForm>
  );
}
