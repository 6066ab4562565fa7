/**
 * Another party's one-time link sent in a conversation (issue 33): the owner's open conversations
 * are read when the link is made, and "Send" writes the link as a message there, so the other
 * side (a specialist, a client) opens it from the conversation. Sending by other means is the
 * owner's: the link is shown to copy.
 */
import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import type { ConversationCard } from '../../../shared/api/messages/contract.js';
import { useAppState } from '../../app-state.js';
import { useT } from '../../i18n.js';
import { api } from '../../platform/api.js';
import { FormNotice } from '../ui/FormActions.js';

export function InviteSender({ link, title }: { link: string; title: string }) {
  const t = useT('signing');
  const { locale } = useAppState();
  const id = useId();
  const [conversations, setConversations] = useState<ConversationCard[] | null>(null);
  const [chosen, setChosen] = useState<number | null>(null);
  const [sent, setSent] = useState<ConversationCard | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    api
      .listConversations({ pageSize: 50 }, { lang: locale })
      .then((list) => {
        if (!live) return;
        const open = list.items.filter((item) => !item.closed);
        setConversations(open);
        setChosen(open[0]?.id ?? null);
      })
      .catch(() => live && setConversations([]));
    return () => {
      live = false;
    };
  }, [locale]);

  if (conversations === null || conversations.length === 0) return null;
  const send = async () => {
    const to = conversations.find((item) => item.id === chosen);
    if (!to) return;
    setBusy(true);
    setNotice(null);
    const outcome = await api.createMessage({ id: to.id }, { text: t('invite.message', { title, link }) }, { lang: locale });
    setBusy(false);
    if (outcome.ok) setSent(to);
    else setNotice(outcome.error?.message ?? t('sign.failed'));
  };
  return (
    <div className="space-y-2 text-sm" data-testid="invite-send">
      <label htmlFor={id} className="block font-medium">
        {t('invite.sendLabel')}
      </label>
      <div className="flex flex-wrap gap-2">
        <select id={id} className="control min-w-0 flex-1" value={chosen ?? ''} onChange={(event) => setChosen(Number(event.target.value))}>
          {conversations.map((item) => (
            <option key={item.id} value={item.id}>
              {item.service ? `${item.counterpart.name} · ${item.service.title}` : item.counterpart.name}
            </option>
          ))}
        </select>
        <button
          type="button"
          className="btn btn-outline btn-sm"
          disabled={busy || chosen === null}
          onClick={() => void send()}
          data-testid="invite-send-button"
        >
          {t('invite.send')}
        </button>
      </div>
      {sent && (
        <p role="status" data-testid="invite-sent">
          {t('invite.sent', { name: sent.counterpart.name })}{' '}
          <Link to={`/home/messages/${sent.id}`} className="text-accent-strong underline underline-offset-2">
            {t('invite.open')}
          </Link>
        </p>
      )}
      <FormNotice notice={notice} testId="invite-send-notice" />
    </div>
  );
}
