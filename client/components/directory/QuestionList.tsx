import { Link } from 'react-router';
import { useT } from '../../i18n.js';
import { Icon } from '../Icon.js';
import { Badge } from '../ui/Badge.js';
import { topicIcon } from './support-topics.js';
import type { QuestionCardView } from '../../../shared/pages/directory/types.js';

/** Support questions as a list of links to their answers, each with its topic. */
export function QuestionList({ questions, showTopic = true }: { questions: readonly QuestionCardView[]; showTopic?: boolean }) {
  const t = useT('support');
  return (
    <ul className="card divide-y divide-line overflow-hidden" data-testid="questions">
      {questions.map((question) => (
        <li key={question.id}>
          <Link to={`/support/questions/${question.id}`} className="group flex items-start gap-3 p-4 transition-colors hover:bg-raised focus-visible:bg-raised">
            <span className="mt-0.5 inline-flex size-8 shrink-0 items-center justify-center rounded-lg bg-accent-soft text-accent-strong">
              <Icon name={topicIcon(question.category.slug)} size={17} />
            </span>
            <span className="min-w-0 flex-1">
              <span className="block font-medium leading-snug group-hover:text-accent-strong">{question.question}</span>
              {showTopic ? <span className="mt-0.5 block text-xs text-muted">{question.category.name}</span> : null}
            </span>
            {question.featured ? (
              <span className="hidden shrink-0 sm:inline">
                <Badge color="gold">{t('popular')}</Badge>
              </span>
            ) : null}
            <Icon name="lucide:chevron-right" size={18} className="mt-1 shrink-0 text-muted transition-transform group-hover:translate-x-0.5" />
          </Link>
        </li>
      ))}
    </ul>
  );
}
