import { Link, useHref } from 'react-router';
import { askTitle } from '../../components/messages/ask/title.js';
import { QuestionForm } from '../../components/messages/ask/QuestionForm.js';
import { Icon } from '../../components/Icon.js';
import { useT } from '../../i18n.js';
import { usePageData, usePostedForm } from '../../platform/payload.js';
import { useViewer } from '../../platform/viewer.js';
import { ASK_PATH } from '../../../shared/pages/messages/ask.js';

/**
 * /home/messages/new (issue 31): a question to a specialist, as a page: what the ask buttons lead
 * to without JavaScript (with it they open the same form in a dialog), and where a guest comes back
 * after signing in to find what they wrote. An address that names nobody says where to find someone.
 */
export default function AskPage() {
  const { target, kept } = usePageData('messages-new');
  const posted = usePostedForm('messages-new');
  const t = useT('messages');
  const viewer = useViewer();
  const here = useHref(target ? `${ASK_PATH}?${target.search}` : ASK_PATH);

  if (!target) {
    return (
      <div className="container-page max-w-2xl py-10 text-center sm:py-14">
        <span className="mb-3 inline-flex size-12 items-center justify-center rounded-full bg-accent-soft text-accent-strong">
          <Icon name="lucide:message-circle-question" size={24} />
        </span>
        <h1 className="text-2xl font-bold tracking-tight" data-testid="page-heading">
          {t('ask.nobody.title')}
        </h1>
        <p className="mx-auto mt-2 max-w-md text-muted">{t('ask.nobody.text')}</p>
        <Link to="/specialists" className="btn btn-primary mt-5">
          {t('ask.nobody.action')}
        </Link>
      </div>
    );
  }

  return (
    <div className="container-page max-w-2xl py-6 sm:py-10">
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl" data-testid="page-heading">
        {askTitle(target, t)}
      </h1>
      <p className="mt-2 text-muted">{t('ask.lead')}</p>
      {viewer ? null : (
        <p className="mt-4 flex flex-wrap items-center gap-x-3 gap-y-2 rounded-xl border border-line p-3 text-sm" data-testid="ask-guest">
          <Icon name="lucide:log-in" size={18} className="shrink-0 text-accent-strong" />
          <span className="min-w-0 flex-1">{t('ask.guestNote')}</span>
          <a href={`/auth/sign-in?returnTo=${encodeURIComponent(here)}`} className="font-medium text-accent-strong hover:underline">
            {t('ask.signIn')}
          </a>
        </p>
      )}
      <div className="card mt-6 p-5 sm:p-6">
        <QuestionForm target={target} kept={kept} posted={posted} />
      </div>
    </div>
  );
}
