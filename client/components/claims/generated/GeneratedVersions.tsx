/**
 * The claim's earlier generated files: each generation is kept with its version, so what was
 * downloaded (and perhaps filed) can be downloaded again after the claim is edited.
 */
import { useEffect, useState } from 'react';
import type { OwnClaimVersionCard } from '../../../../shared/api/claims/contract.js';
import { formatDate } from '../../../../shared/format/date.js';
import type { Locale } from '../../../../shared/locales.js';
import { useT } from '../../../i18n.js';
import { api } from '../../../platform/api.js';
import { claimExportHref } from './links.js';

export function GeneratedVersions({ claimId, lang, refresh }: { claimId: number; lang: Locale; refresh: number }) {
  const t = useT('claim-steps');
  const [versions, setVersions] = useState<OwnClaimVersionCard[] | null>(null);
  const [failed, setFailed] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: refresh is the trigger, not an input: the parent bumps it when a new version was generated
  useEffect(() => {
    const controller = new AbortController();
    api
      .listOwnClaimVersions({ id: claimId, pageSize: 50 }, { lang, signal: controller.signal })
      .then((list) => {
        setVersions(list.items.filter((v) => v.generated));
        setFailed(false);
      })
      .catch(() => {
        if (!controller.signal.aborted) setFailed(true);
      });
    return () => controller.abort();
  }, [claimId, lang, refresh]);
  if (failed) return <p className="text-sm text-muted">{t('versions.failed')}</p>;
  if (!versions) return <p className="text-sm text-muted">{t('versions.loading')}</p>;
  if (versions.length === 0) return <p className="text-sm text-muted">{t('versions.none')}</p>;
  return (
    <ul className="divide-y divide-line rounded-xl border border-line" data-testid="generated-versions">
      {versions.map((v) => (
        <li key={v.n} className="flex flex-wrap items-center gap-x-4 gap-y-1 px-3 py-2.5 text-sm" data-testid="generated-version">
          <span className="min-w-0 flex-1 basis-56">
            {t('versions.line', { n: v.n, date: formatDate(v.createdAt, lang, { time: true }), language: t(`languages.${v.locale}`) })}
          </span>
          <a
            className="font-medium text-accent-strong underline underline-offset-2 hover:no-underline"
            href={claimExportHref(claimId, 'docx', lang, v.n)}
            aria-label={t('versions.docxLabel', { n: v.n })}
          >
            DOCX
          </a>
          <a
            className="font-medium text-accent-strong underline underline-offset-2 hover:no-underline"
            href={claimExportHref(claimId, 'pdf', lang, v.n)}
            aria-label={t('versions.pdfLabel', { n: v.n })}
          >
            PDF
          </a>
        </li>
      ))}
    </ul>
  );
}
