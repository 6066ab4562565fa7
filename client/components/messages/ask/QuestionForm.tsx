import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link, useHref, useNavigate } from 'react-router';
import { MESSAGE_TEXT_MAX, textLength } from '../../../../shared/api/messages/limits.js';
import type { TFunction } from '../../../../shared/i18n/index.js';
import { ASK_PATH, type AskPageData, type AskRefusal, type AskSpecialist, type AskTarget } from '../../../../shared/pages/messages/ask.js';
import { useAppState } from '../../../app-state.js';
import { useT } from '../../../i18n.js';
import { api } from '../../../platform/api.js';
import { useViewer } from '../../../platform/viewer.js';
import { Avatar } from '../../catalogue/Avatar.js';
import { Textarea } from '../../directory/Textarea.js';
import { Icon } from '../../Icon.js';
import { Button } from '../../ui/Button.js';
import { clearAskDraft, readAskDraft, writeAskDraft } from './draft.js';

export interface QuestionFormProps {
  target: AskTarget;
  /** A guest's text kept through signing in without JavaScript (the page's cookie). */
  kept: AskPageData['kept'];
  /** The form as posted without JavaScript and refused. */
  posted?: AskRefusal | undefined;
  /** In the dialog: a Cancel button beside Send. */
  onCancel?: () => void;
  /** Focus the first thing to fill in once shown (the dialog, whose form arrives after it opens). */
  autoFocus?: boolean;
}

/** The first line "Ask for a price" writes, or the service a firm's specialist is asked about. */
export function prefillOf(target: AskTarget, t: TFunction): string {
  const service = target.service;
  if (!service) return '';
  if (target.price) return `${t('ask.pricePrefill', { title: service.title })}\n`;
  return service.attached ? '' : `${t('ask.servicePrefill', { title: service.title })}\n`;
}

/** Who the question may go to: everyone named but the visitor's own profile. */
export function askable(target: AskTarget, nickname: string | null | undefined): AskSpecialist[] {
  return target.specialists.filter((one) => one.nickname !== nickname);
}

function idempotencyKey(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`;
}

function Person({ person, size = 40 }: { person: AskSpecialist; size?: number }) {
  const t = useT('messages');
  return (
    <span className="flex min-w-0 items-center gap-3">
      <Avatar name={person.name} hue={person.hue} size={size} />
      <span className="min-w-0">
        <span className="flex items-center gap-1 font-semibold">
          <span className="truncate">{person.name}</span>
          {person.verified ? <Icon name="lucide:badge-check" size={16} className="shrink-0 text-accent" label={t('ask.verified')} /> : null}
        </span>
        <span className="block text-sm text-muted">{t(`ask.profession.${person.profession}`)}</span>
      </span>
    </span>
  );
}

/**
 * The question's form, on its page and in the dialog: whom it goes to (one specialist, or a firm's
 * people to choose from), what it is about, the text (up to 4 000 characters, counted as the
 * server counts them), and Send. A real <form method="post"> to the question's page, which the
 * server answers without JavaScript (server/loaders/messages/ask.ts); once the page runs it sends
 * the question through the API (`createConversation`) and opens the new conversation. What is typed
 * is kept in the tab as it is typed; a guest is sent to sign in and back to the question's page,
 * where it waits. Every refusal keeps the text and says why in the visitor's language.
 */
export function QuestionForm({ target, kept, posted, onCancel, autoFocus = false }: QuestionFormProps) {
  const t = useT('messages');
  const { locale } = useAppState();
  const viewer = useViewer();
  const navigate = useNavigate();
  const page = `${useHref(ASK_PATH)}?${target.search}`;
  const people = askable(target, viewer?.nickname);
  const single = people.length === 1 ? people[0]! : null;
  const [text, setText] = useState(() => posted?.text ?? kept?.text ?? prefillOf(target, t));
  const [chosen, setChosen] = useState<number | null>(() => posted?.specialistId ?? kept?.specialistId ?? null);
  const [field, setField] = useState<string | null>(posted?.field ?? null);
  const [problem, setProblem] = useState<string | null>(posted?.problem ?? null);
  const [restored, setRestored] = useState(kept !== null && posted === undefined);
  const [sending, setSending] = useState(false);
  const lastSent = useRef<{ body: string; key: string } | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const focusText = () => form.current?.querySelector<HTMLTextAreaElement>('textarea[name="message"]')?.focus();
  const whomId = useId();

  // In the dialog: the whom to ask (a firm's) or the text, its caret after a first line already there.
  useEffect(() => {
    if (!autoFocus) return;
    const first = form.current?.querySelector<HTMLInputElement | HTMLTextAreaElement>('input[name="specialist"], textarea[name="message"]');
    first?.focus();
    if (first instanceof HTMLTextAreaElement) first.setSelectionRange(first.value.length, first.value.length);
  }, [autoFocus]);

  // What this tab kept (typed before, or before signing in) comes back once the page runs.
  useEffect(() => {
    if (posted || kept) return;
    const draft = readAskDraft(target.key);
    if (!draft) return;
    setText(draft.text);
    if (draft.specialistId !== null) setChosen(draft.specialistId);
    if (draft.pending) {
      setRestored(true);
      writeAskDraft(target.key, { ...draft, pending: false });
    }
  }, [posted, kept, target.key]);

  if (target.specialists.length === 1 && people.length === 0) {
    return (
      <p className="rounded-xl bg-raised p-4 text-sm" data-testid="ask-own">
        {t('ask.own')}
      </p>
    );
  }
  if (people.length === 0) {
    return (
      <p className="rounded-xl bg-raised p-4 text-sm" data-testid="ask-nobody">
        {t('ask.noSpecialists')}
      </p>
    );
  }

  const to = single ?? people.find((one) => one.id === chosen) ?? null;
  const length = textLength(text);
  const keep = (next: { text?: string; specialistId?: number | null }) =>
    writeAskDraft(target.key, { text: next.text ?? text, specialistId: next.specialistId === undefined ? chosen : next.specialistId, pending: false });

  const signIn = () => {
    writeAskDraft(target.key, { text, specialistId: to?.id ?? chosen, pending: true });
    window.location.assign(`/auth/sign-in?returnTo=${encodeURIComponent(page)}`);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    setProblem(null);
    setField(null);
    if (!to) {
      setProblem(t('ask.choose'));
      return;
    }
    const message = text.trim();
    if (message === '' || length > MESSAGE_TEXT_MAX) {
      setField(message === '' ? t('ask.required') : t('ask.tooLong', { max: MESSAGE_TEXT_MAX }));
      focusText();
      return;
    }
    if (!viewer) {
      signIn();
      return;
    }
    const body = { specialistId: to.id, ...(target.service?.attached ? { serviceId: target.service.id } : {}), message };
    const serialized = JSON.stringify(body);
    // The same question retried keeps its key (never asked twice); an edited one gets a new key.
    const key = lastSent.current?.body === serialized ? lastSent.current.key : idempotencyKey();
    lastSent.current = { body: serialized, key };
    setSending(true);
    const outcome = await api.createConversation({}, body, { lang: locale, idempotencyKey: key });
    if (outcome.ok) {
      clearAskDraft(target.key);
      onCancel?.();
      await navigate(`/home/messages/${outcome.value.id}`);
      return;
    }
    setSending(false);
    // The session ended meanwhile: as a guest.
    if (outcome.status === 401) return signIn();
    if (outcome.status === 400 || outcome.status === 422) {
      setField(outcome.error?.fields?.message ?? outcome.error?.message ?? t('ask.failed'));
      focusText();
      return;
    }
    setProblem(outcome.status === 0 ? t('ask.offline') : (outcome.error?.message ?? t('ask.failed')));
  };

  return (
    <form ref={form} method="post" action={page} noValidate onSubmit={(event) => void submit(event)} className="space-y-5" data-testid="ask-form">
      {viewer ? <input type="hidden" name="_csrf" value={viewer.csrf} /> : null}
      {single ? (
        <div data-testid="ask-to">
          <Person person={single} />
        </div>
      ) : (
        <fieldset aria-describedby={`${whomId}-note`}>
          <legend className="text-sm font-medium">{t('ask.whom')}</legend>
          <p id={`${whomId}-note`} className="mt-1 text-sm text-muted">
            {t('ask.firmNote')}
          </p>
          <div className="mt-2 max-h-64 space-y-2 overflow-y-auto" data-testid="ask-whom">
            {people.map((person) => (
              <label
                key={person.id}
                className="flex cursor-pointer items-center gap-3 rounded-xl border border-line p-3 has-[:checked]:border-accent has-[:checked]:bg-accent-soft has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-accent"
              >
                <input
                  type="radio"
                  name="specialist"
                  value={person.id}
                  checked={chosen === person.id}
                  onChange={() => {
                    setChosen(person.id);
                    setProblem(null);
                    keep({ specialistId: person.id });
                  }}
                  className="accent-[var(--accent)]"
                />
                <Person person={person} size={32} />
              </label>
            ))}
          </div>
        </fieldset>
      )}
      {target.service ? (
        <p className="flex items-start gap-2 text-sm" data-testid="ask-service">
          <Icon name="lucide:briefcase" size={16} className="mt-0.5 shrink-0 text-muted" />
          <span>
            {t('ask.service')}{' '}
            <Link to={`/services/${target.service.id}`} className="font-medium text-accent-strong hover:underline">
              {target.service.title}
            </Link>
          </span>
        </p>
      ) : null}
      {restored ? (
        <p role="status" className="flex items-start gap-2 rounded-xl bg-accent-soft p-3 text-sm" data-testid="ask-restored">
          <Icon name="lucide:circle-check" size={18} className="mt-0.5 shrink-0 text-accent-strong" />
          {t('ask.restored')}
        </p>
      ) : null}
      <div>
        <Textarea
          label={t('ask.label')}
          hint={t('ask.hint', { max: MESSAGE_TEXT_MAX })}
          name="message"
          value={text}
          placeholder={t('ask.placeholder')}
          rows={7}
          required
          onChange={(event) => {
            setText(event.target.value);
            setField(null);
            keep({ text: event.target.value });
          }}
          data-testid="ask-text"
          {...(field ? { error: field } : {})}
        />
        <p
          className={`mt-1 text-right text-xs tabular-nums ${length > MESSAGE_TEXT_MAX ? 'font-semibold text-rose-700 dark:text-rose-300' : 'text-muted'}`}
          aria-hidden="true"
        >
          {t('ask.counter', { count: length, max: MESSAGE_TEXT_MAX })}
        </p>
      </div>
      {problem ? (
        <p role="alert" className="text-sm font-medium text-rose-700 dark:text-rose-300" data-testid="ask-problem">
          {problem}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center justify-end gap-2">
        {onCancel ? (
          <Button variant="ghost" onClick={onCancel} disabled={sending}>
            {t('ask.cancel')}
          </Button>
        ) : null}
        <Button type="submit" loading={sending} data-testid="ask-send">
          <Icon name={viewer ? 'lucide:send' : 'lucide:log-in'} size={18} />
          {viewer ? t('ask.send') : t('ask.signInSend')}
        </Button>
      </div>
      {viewer ? null : <p className="text-xs text-muted">{t('ask.guestNote')}</p>}
    </form>
  );
}
