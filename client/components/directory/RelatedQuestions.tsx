import { Link } from 'react-router';
import type { QuestionCardView } from '../../../shared/pages/directory/types.js';
import { useT } from '../../i18n.js';
import { Icon } from '../Icon.js';
import { QuestionList } from './QuestionList.js';

/** Beside an answer: more questions of its topic, and the way back to the help centre. */
export function RelatedQuestions({ related }: { related: readonly QuestionCardView[] }) {
  const t = useT('support');
  return (
    <aside aria-labelledby="related-heading" className="space-y-3">
      <h2 id="related-heading" className="text-lg font-semibold">
        {t('question.related')}
      </h2>
      {related.length > 0 ? <QuestionList questions={related} showTopic={false} /> : null}
      <Link to="/support" className="inline-flex items-center gap-1 text-sm font-medium text-accent-strong hover:underline">
        <Icon name="lucide:arrow-left" size={15} />
        {t('question.back')}
      </Link>
    </aside>
  );
}
