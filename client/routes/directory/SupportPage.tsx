import { useAppState } from '../../app-state.js';
import { ContactForm } from '../../components/directory/ContactForm.js';
import { QuestionList } from '../../components/directory/QuestionList.js';
import { SectionIntro, SectionList } from '../../components/directory/SectionList.js';
import { supportOrganizationLd } from '../../components/directory/structured-data.js';
import { itemListLd } from '../../components/lists/structured-data.js';
import { Icon } from '../../components/Icon.js';
import { useAbsoluteHref } from '../../components/lists/useAbsoluteHref.js';
import { JsonLd } from '../../components/seo/JsonLd.js';
import { useT } from '../../i18n.js';
import { usePageData, usePostedForm } from '../../platform/payload.js';

const PATH = '/support';

/**
 * /support: the help centre. Questions by topic and search (a list a visitor browses: it grows as
 * they scroll, the address keeping topic, search and pages), each linking to its answer; then the
 * contact form that creates a support ticket, with or without JavaScript.
 */
export default function SupportPage() {
  const data = usePageData('support');
  // Posted without JavaScript and refused: the form again as it was sent, with its messages.
  const form = usePostedForm('support') ?? data.form;
  const chosen = data.categories.find((c) => c.slug === data.filters.category);
  const t = useT('support');
  const common = useT();
  const { origin } = useAppState();
  const absolute = useAbsoluteHref();

  return (
    <>
      <SectionIntro ns="support" filters={data.filters}>
        <a href="#contact" className="mt-4 inline-flex items-center gap-1.5 text-sm font-medium text-accent-strong hover:underline">
          <Icon name="lucide:message-circle" size={16} />
          {t('question.still.cta')}
        </a>
      </SectionIntro>

      <SectionList ns="support" data={data} heading={{ id: 'support-questions', className: 'text-xl font-bold tracking-tight', all: t('questions') }}>
        {(questions) => <QuestionList questions={questions} showTopic={!chosen} />}
      </SectionList>

      <section id="contact" className="container-page scroll-mt-20" aria-labelledby="contact-heading">
        <div className="card grid grid-cols-1 gap-8 p-5 sm:p-8 lg:grid-cols-[minmax(0,1fr)_17rem]">
          <div className="min-w-0">
            <h2 id="contact-heading" className="text-2xl font-bold tracking-tight">
              {t('contact.heading')}
            </h2>
            <p className="mb-6 mt-2 max-w-2xl leading-relaxed text-muted">{t('contact.lead')}</p>
            <ContactForm state={form} topics={data.categories} csrf={data.csrf} />
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
            data.list.items.map((question) => ({ url: absolute(`/support/questions/${question.id}`), name: question.question })),
          ),
        ]}
      />
    </>
  );
}
