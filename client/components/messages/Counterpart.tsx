import type { ConversationCard, Counterpart } from '../../../shared/api/messages/contract.js';
import { useT } from '../../i18n.js';
import { Monogram } from '../directory/Monogram.js';
import { Icon } from '../Icon.js';

/** A client has no picture of their own: a hue from their conversation, stable on both sides. */
const clientHue = (conversationId: number) => (conversationId * 137) % 360;

/** The other side's picture: a specialist's photo or initials, a client's initials. Decoration: the name is written beside it. */
export function CounterpartPicture({ counterpart, conversationId, size = 44 }: { counterpart: Counterpart; conversationId: number; size?: number }) {
  return counterpart.kind === 'specialist' ? (
    <Monogram name={counterpart.name} hue={counterpart.avatarHue} imageUrl={counterpart.photoUrl} size={size} round />
  ) : (
    <Monogram name={counterpart.name} hue={clientHue(conversationId)} imageUrl={null} size={size} round />
  );
}

/** The other side's name, with the verified mark of a specialist whose licence and identity were checked. */
export function CounterpartName({ counterpart }: { counterpart: Counterpart }) {
  const t = useT('messages');
  return (
    <>
      <span className="truncate">{counterpart.name}</span>
      {counterpart.kind === 'specialist' && counterpart.verified ? (
        <Icon name="lucide:badge-check" size={16} className="shrink-0 text-accent" label={t('verified')} />
      ) : null}
    </>
  );
}

/** What the conversation is about, as words: a service's title, an order's number, or a question. */
export function useSubject(): (card: Pick<ConversationCard, 'service' | 'order' | 'side'>) => string {
  const t = useT('messages');
  return (card) =>
    card.order
      ? t(card.side === 'client' ? 'subject.order' : 'subject.sale', { number: card.order.number })
      : card.service
        ? card.service.title
        : t('subject.question');
}
