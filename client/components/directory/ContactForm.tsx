import { useRef, useState, type FormEvent } from 'react';
import { useHref } from 'react-router';
import { SUPPORT_TICKET_LIMITS, type SupportTicketField, type SupportTicketInput } from '../../../shared/api/directory/support-ticket-fields.js';
import { useAppState } from '../../app-state.js';
import { useT } from '../../i18n.js';
import { api } from '../../platform/api.js';
import { toasts } from '../../platform/toasts/store.js';
import { Icon } from '../Icon.js';
import { FormActions } from '../ui/FormActions.js';
import { Input } from '../ui/Input.js';
import { ListSelect } from '../lists/ListSelect.js';
import { Textarea } from './Textarea.js';
import type { ContactFormState, Option } from '../../../shared/pages/directory/types.js';

/** The flash the server leaves after a form posted without JavaScript became a ticket. */
export const SENT_FLASH = 'support:contact.sentText';

const FIELD_ORDER: readonly SupportTicketField[] = ['contact', 'category', 'subject', 'message'];

function idempotencyKey(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`;
}

export interface ContactFormProps {
  /** Empty, or as posted without JavaScript and refused (values and messages). */
  state: ContactFormState;
  topics: readonly Option[];
  /** A signed-in visitor's form token (a plain form post needs it); null for a guest. */
  csrf: string | null;
}

/**
 * The contact form that creates a support ticket. A real <form method="post"> to the page (the
 * server answers it without JavaScript: server/web/support-form.ts); once the page runs it sends
 * JSON to POST /api/v1/support/tickets instead, with an Idempotency-Key that stays the same while
 * the same message is retried, and says how it went in a notification. On failure every field
 * keeps its value and shows its message.
 */
export function ContactForm({ state, topics, csrf }: ContactFormProps) {
  const t = useT('support');
  const { locale, flash } = useAppState();
  const action = useHref('/support');
  const form = useRef<HTMLFormElement>(null);
  const lastSent = useRef<{ body: string; key: string } | null>(null);
  const [category, setCategory] = useState(state.values.category ?? '');
  const [errors, setErrors] = useState(state.errors);
  const [notice, setNotice] = useState<string | null>(() => {
    if (state.retryAfter) return t('contact.rateLimited', { seconds: state.retryAfter });
    return Object.keys(state.errors).length > 0 ? t('contact.invalid') : null;
  });
  const [sent, setSent] = useState(() => flash.some((item) => item.text === SENT_FLASH));
  const [sending, setSending] = useState(false);

  const focusFirstError = (fields: Partial<Record<SupportTicketField, string>>) => {
    const first = FIELD_ORDER.find((field) => fields[field]);
    const element = first ? form.current?.querySelector<HTMLElement>(`[name="${first}"]:not([type="hidden"]), [data-field="${first}"] button`) : null;
    element?.focus();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const data = new FormData(event.currentTarget);
    const text = (name: string) => String(data.get(name) ?? '');
    const body: SupportTicketInput = { contact: text('contact'), subject: text('subject'), message: text('message'), ...(category ? { category } : {}) };
    const serialized = JSON.stringify(body);
    // The same message retried keeps its key (never a second ticket); an edited one gets a new key.
    const key = lastSent.current?.body === serialized ? lastSent.current.key : idempotencyKey();
    lastSent.current = { body: serialized, key };
    setSending(true);
    setSent(false);
    const outcome = await api.createSupportTicket({}, body, { lang: locale, idempotencyKey: key });
    setSending(false);
    if (outcome.ok) {
      form.current?.reset();
      setCategory('');
      setErrors({});
      setNotice(null);
      setSent(true);
      lastSent.current = null;
      toasts.add({ type: 'success', title: t('contact.sentTitle'), text: t('contact.sentText') });
      return;
    }
    if (outcome.status === 400 && outcome.error?.fields) {
      const fields = outcome.error.fields as Partial<Record<SupportTicketField, string>>;
      setErrors(fields);
      setNotice(t('contact.invalid'));
      focusFirstError(fields);
      return;
    }
    const message = outcome.status === 429 ? t('contact.rateLimited', { seconds: outcome.retryAfter ?? 60 }) : t('contact.failed');
    setNotice(message);
    toasts.add({ type: 'error', title: t('contact.errorTitle'), text: message, closeOnClick: false });
  };

  const topicOptions = [{ value: '', label: t('contact.noCategory') }, ...topics.map((topic) => ({ value: topic.slug, label: topic.name }))];
  const fieldValue = (field: SupportTicketField) => state.values[field] ?? '';

  return (
    <form ref={form} method="post" action={action} noValidate onSubmit={(event) => void submit(event)} className="space-y-5" data-testid="contact-form">
      {csrf ? <input type="hidden" name="_csrf" value={csrf} /> : null}
      {sent ? (
        <div role="status" className="flex gap-3 rounded-xl border border-green-badge/30 bg-green-badge/10 p-4 text-sm" data-testid="contact-sent">
          <Icon name="lucide:circle-check" size={20} className="shrink-0 text-green-700 dark:text-green-300" />
          <div>
            <p className="font-semibold">{t('contact.sentTitle')}</p>
            <p className="mt-0.5 text-muted">{t('contact.sentText')}</p>
          </div>
        </div>
      ) : null}
      <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
        <Input
          label={t('contact.fields.contact')}
          hint={t('contact.hints.contact')}
          name="contact"
          defaultValue={fieldValue('contact')}
          placeholder={t('contact.placeholders.contact')}
          maxLength={SUPPORT_TICKET_LIMITS.contact.max}
          autoComplete="email"
          {...(errors.contact ? { error: errors.contact } : {})}
        />
        <div data-field="category">
          <ListSelect
            id="contact-category"
            name="category"
            label={t('contact.fields.category')}
            options={topicOptions}
            value={category}
            onChange={setCategory}
            {...(errors.category ? { error: errors.category } : {})}
          />
        </div>
      </div>
      <Input
        label={t('contact.fields.subject')}
        hint={t('contact.hints.subject')}
        name="subject"
        defaultValue={fieldValue('subject')}
        placeholder={t('contact.placeholders.subject')}
        maxLength={SUPPORT_TICKET_LIMITS.subject.max}
        {...(errors.subject ? { error: errors.subject } : {})}
      />
      <Textarea
        label={t('contact.fields.message')}
        hint={t('contact.hints.message')}
        name="message"
        defaultValue={fieldValue('message')}
        placeholder={t('contact.placeholders.message')}
        maxLength={SUPPORT_TICKET_LIMITS.message.max}
        rows={6}
        {...(errors.message ? { error: errors.message } : {})}
      />
      <FormActions
        notice={notice}
        noticeTestId="contact-notice"
        busy={sending}
        submit={{ label: t('contact.submit'), icon: 'lucide:send', testId: 'contact-submit', className: 'w-full sm:w-auto' }}
      />
    </form>
  );
}
