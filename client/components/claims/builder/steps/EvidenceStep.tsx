/**
 * Step 5, evidence and attachments: the visitor's evidence items (each also goes into the
 * attachment list), and the attachment list the claim generates (copies for each party, the duty
 * receipt or the exemption petition, the power of attorney, the calculation, the talabnoma) with
 * the visitor's edits: a generated item taken off (attachments.removed) and put back, items of
 * their own added (attachments.extra). Written in the claim's language, as the claim will print it.
 */
import { CLAIM_LIMITS } from '../../../../../shared/claims/answers.js';
import { useT } from '../../../../i18n.js';
import { Badge } from '../../../ui/Badge.js';
import { Button } from '../../../ui/Button.js';
import type { ClaimStepProps } from '../step-props';
import { liveAttachments } from './parts/live.js';
import { StepSection } from './parts/StepParts.js';
import { TextList } from './parts/TextList.js';

export default function EvidenceStep({ claim, template, answers, onAnswer, errors, hydrated }: ClaimStepProps) {
  const t = useT('claim-steps');
  const evidence = answers.evidence ?? [];
  const extra = answers.attachments?.extra ?? [];
  const removed = answers.attachments?.removed ?? [];
  const list = liveAttachments(claim, template, answers);
  const removedItems = liveAttachments(claim, template, answers, true).filter((item) => item.generated && removed.includes(item.id));
  const setAttachments = (next: { removed?: string[]; extra?: string[] }) => onAnswer('attachments', { removed, extra, ...next });
  const language = t(`languages.${claim.locale}`);
  const kept = list.filter((item) => !item.id.startsWith('extra-'));

  return (
    <div className="space-y-8">
      <StepSection title={t('evidence.title')} intro={<p>{t('evidence.intro')}</p>}>
        <TextList
          items={evidence}
          onChange={(items) => onAnswer('evidence', items)}
          max={CLAIM_LIMITS.evidence}
          maxLength={CLAIM_LIMITS.text}
          disabled={!hydrated}
          errors={(i) => errors[`evidence.${i}`]}
          labels={{
            item: (n) => t('evidence.item', { n }),
            remove: (n) => t('evidence.remove', { n }),
            newLabel: t('evidence.newLabel'),
            newHint: t('evidence.newHint', { language }),
            add: t('evidence.add'),
            empty: t('evidence.empty'),
          }}
          testId="evidence"
        />
      </StepSection>

      <StepSection title={t('attachments.title')} intro={<p>{t('attachments.intro', { language })}</p>} testId="attachments">
        <ol className="divide-y divide-line rounded-xl border border-line" lang={claim.locale}>
          {kept.map((item, i) => (
            <li key={item.id} className="flex items-start gap-3 px-3 py-2.5 text-sm" data-testid="attachment" data-id={item.id}>
              <span className="w-6 shrink-0 text-right text-muted">{i + 1}.</span>
              <span className="min-w-0 flex-1">{item.text}</span>
              {item.generated ? (
                <Button
                  variant="ghost"
                  size="sm"
                  disabled={!hydrated}
                  onClick={() => setAttachments({ removed: [...removed, item.id] })}
                  aria-label={t('attachments.remove', { item: item.text })}
                  data-testid="attachment-remove"
                >
                  {t('attachments.removeShort')}
                </Button>
              ) : (
                <Badge color="gray">{t('attachments.fromEvidence')}</Badge>
              )}
            </li>
          ))}
        </ol>
        {removedItems.length > 0 ? (
          <div className="space-y-2" data-testid="attachments-removed">
            <h4 className="text-sm font-semibold">{t('attachments.removedTitle')}</h4>
            <ul className="space-y-1.5">
              {removedItems.map((item) => (
                <li key={item.id} className="flex items-start gap-3 text-sm text-muted" lang={claim.locale}>
                  <span className="min-w-0 flex-1 line-through">{item.text}</span>
                  <Button
                    variant="ghost"
                    size="sm"
                    disabled={!hydrated}
                    onClick={() => setAttachments({ removed: removed.filter((id) => id !== item.id) })}
                    aria-label={t('attachments.restore', { item: item.text })}
                    data-testid="attachment-restore"
                  >
                    {t('attachments.restoreShort')}
                  </Button>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        <h4 className="pt-2 text-sm font-semibold">{t('attachments.extraTitle')}</h4>
        <TextList
          items={extra}
          onChange={(items) => setAttachments({ extra: items })}
          max={CLAIM_LIMITS.attachments}
          maxLength={CLAIM_LIMITS.text}
          disabled={!hydrated}
          errors={(i) => errors[`attachments.extra.${i}`]}
          labels={{
            item: (n) => t('attachments.extraItem', { n }),
            remove: (n) => t('attachments.extraRemove', { n }),
            newLabel: t('attachments.extraNew'),
            newHint: t('attachments.extraHint', { language }),
            add: t('attachments.extraAdd'),
            empty: t('attachments.extraEmpty'),
          }}
          testId="attachments-extra"
        />
      </StepSection>
    </div>
  );
}
