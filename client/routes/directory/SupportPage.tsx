import { useAppState } from '../../app-state.js';
import { CategoryNav } from '../../components/directory/CategoryNav.js';
import { ContactForm } from '../../components/directory/ContactForm.js';
import { DirectoryIntro } from '../../components/directory/DirectoryIntro.js';
import { hasFilters, listHref } from '../../components/directory/hrefs.js';
import { LoadMore } from '../../components/directory/LoadMore.js';
import { NoResults } from '../../components/directory/NoResults.js';
import { QuestionList } from '../../components/directory/QuestionList.js';
import { ResultsLine } from '../../components/directory/ResultsLine.js';
import { SearchForm } from '../../components/directory/SearchForm.js';
import { itemListLd, supportOrganizationLd } from '../../components/directory/structured-data.js';
import { useAbsoluteHref } from '../../components/directory/useAbsoluteHref.js';
import { useSectionList } from '../../components/directory/useSectionList.js';
import { questionCardView } from '../../../shared/pages/directory/views.js';
import { Icon } from '../../components/Icon.js';
import { JsonLd } from '../../components/seo/JsonLd.js';
import { useT } from '../../i18n.js';
import { usePageData } from '../../platform/payload.js';

const PATH = '/support';

/**
 * /support: the help centre. Questions by topic and search (a list a visitor browses: it grows as
 * they scroll, the address keeping topic, search and pages), each linking to its answer; then the
 * contact form that creates a support ticket, with or without JavaScript.
 */
export default function SupportPage() {
  const { filters, categories, list, form, csrf } = usePageData('support');
  const t = useT('support');
  const pages = useT('pages');
  const common = useT();
  const { origin } = useAppState();
  const absolute = useAbsoluteHref();
  const { q, category } = filters;

  const { growing, hrefFor, total, chosen } = useSectionList({ path: PATH, apiPath: '/support/questions', filters, categories, list, view: questionCardView });

  return (
    <>
      <DirectoryIntro title={pages('support.title')} lead={t('lead')}>
        <SearchForm path={PATH} id="support-q" label={t('search.label')} placeholder={t('search.placeholder')} q={q} keep={{ category }} />
        <a href="#contact" className="mt-4 inline-flex items-center gap-1.5 text-sm font-medium text-accent-strong hover:underline">
          <Icon name="lucide:message-circle" size={16} />
          {t('question.still.cta')}
        </a>
      </DirectoryIntro>

      <div className="container-page space-y-5 py-6 sm:py-8">
        <CategoryNav
          label={t('categories')}
          allLabel={t('all')}
          total={total}
          categories={categories}
          active={category}
          counts={!q}
          hrefFor={(slug) => listHref(PATH, { q, category: slug })}
        />
        <section aria-labelledby="support-questions" className="space-y-4">
          <h2 id="support-questions" className="text-xl font-bold tracking-tight">
            {chosen?.name ?? t('questions')}
          </h2>
          <ResultsLine total={growing.total} clearHref={hasFilters({ q, category }) ? PATH : null} typed={q} corrected={list.corrected} />
          {growing.items.length > 0 ? (
            <QuestionList questions={growing.items} showTopic={!chosen} />
          ) : (
            <NoResults title={t('empty.title')} text={t('empty.text')} clearHref={PATH} total={0} firstPageHref={PATH} />
          )}
          <LoadMore
            shown={growing.items.length}
            total={growing.total}
            hasMore={growing.hasMore}
            status={growing.status}
            nextHref={hrefFor(growing.pages + 1)}
            onLoad={growing.loadMore}
          />
        </section>
      </div>

      <section id="contact" className="container-page scroll-mt-20" aria-labelledby="contact-heading">
        <div className="card grid grid-cols-1 gap-8 p-5 sm:p-8 lg:grid-cols-[minmax(0,1fr)_17rem]">
          <div className="min-w-0">
            <h2 id="contact-heading" className="text-2xl font-bold tracking-tight">
              {t('contact.heading')}
            </h2>
            <p className="mb-6 mt-2 max-w-2xl leading-relaxed text-muted">{t('contact.lead')}</p>
            <ContactForm state={form} topics={categories} csrf={csrf} />
          </div>
          <aside className="space-y-3 text-sm lg:border-l lg:border-line lg:pl-8">
            <p className="flex items-center gap-2.5">
              <Icon name="lucide:phone" size={18} className="shrink-0 text-accent" />
              <a href="tel:+998712000000" className="font-medium hover:text-accent-strong">
                +998 71 200 00 00
              </a>
            </p>
            <p className="flex items-center gap-2.5 text-muted">
              <Icon name="lucide:clock" size={18} className="shrink-0 text-accent" />
              {common('footer.hours')}
            </p>
          </aside>
        </div>
      </section>

      <JsonLd
        data={[
          supportOrganizationLd(origin, absolute(PATH)),
          itemListLd(
            chosen?.name ?? t('questions'),
            list.items.map((question) => ({ url: absolute(`/support/questions/${question.id}`), name: question.question })),
          ),
        ]}
      />
    </>
  );
}
