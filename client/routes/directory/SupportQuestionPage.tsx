import { Link } from 'react-router';
import { RichText } from '../../../shared/richtext/render.js';
import { richTextToPlainText } from '../../../shared/richtext/text.js';
import { useAppState } from '../../app-state.js';
import { AskSupport } from '../../components/directory/AskSupport.js';
import { RelatedQuestions } from '../../components/directory/RelatedQuestions.js';
import { faqPageLd } from '../../components/directory/structured-data.js';
import { breadcrumbLd } from '../../components/lists/structured-data.js';
import { topicIcon } from '../../components/directory/support-topics.js';
import { Icon } from '../../components/Icon.js';
import { Breadcrumbs } from '../../components/lists/Breadcrumbs.js';
import { listHref } from '../../components/lists/hrefs.js';
import { useAbsoluteHref } from '../../components/lists/useAbsoluteHref.js';
import { JsonLd } from '../../components/seo/JsonLd.js';
import { useT } from '../../i18n.js';
import { usePageData } from '../../platform/payload.js';

/**
 * /support/questions/{id}: one question with its answer (rich text, the shared renderer), more
 * questions of its topic, and the way to the contact form when the answer was not enough.
 */
export default function SupportQuestionPage() {
  const { question, related } = usePageData('support-question');
  const t = useT('support');
  const pages = useT('pages');
  const { locale } = useAppState();
  const absolute = useAbsoluteHref();
  const topicHref = listHref('/support', { category: question.category.slug });
  const url = absolute(`/support/questions/${question.id}`);

  return (
    <>
      <div className="container-page py-6 sm:py-10">
        <Breadcrumbs
          trail={[
            { to: '/support', label: pages('support.title') },
            { to: topicHref, label: question.category.name },
          ]}
          current={question.question}
        />
        <div className="mt-6 grid grid-cols-1 gap-10 lg:grid-cols-[minmax(0,1fr)_20rem]">
          <article className="min-w-0 max-w-3xl" aria-labelledby="question-title">
            <Link to={topicHref} className="inline-flex items-center gap-2 text-sm font-semibold text-accent-strong hover:underline">
              <Icon name={topicIcon(question.category.slug)} size={16} />
              {question.category.name}
            </Link>
            <h1 id="question-title" className="mt-2 text-3xl font-bold leading-tight tracking-tight sm:text-4xl" data-testid="page-heading">
              {question.question}
            </h1>
            <section aria-labelledby="answer-heading" className="card mt-6 p-5 sm:p-7">
              <h2 id="answer-heading" className="sr-only">
                {t('question.answer')}
              </h2>
              <RichText document={question.answer} headingOffset={1} className="text-base text-ink [&>*:first-child]:mt-0 [&>*:last-child]:mb-0" />
            </section>
            <AskSupport />
          </article>

          <RelatedQuestions related={related} />
        </div>
      </div>

      <JsonLd
        data={[
          faqPageLd(question.question, richTextToPlainText(question.answer), url, locale),
          breadcrumbLd([
            { url: absolute('/support'), name: pages('support.title') },
            { url: absolute(topicHref), name: question.category.name },
            { url, name: question.question },
          ]),
        ]}
      />
    </>
  );
}
