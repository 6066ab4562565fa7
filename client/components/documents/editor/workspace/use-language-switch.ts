import { useState } from 'react';
import type { OwnDocument } from '../../../../../shared/api/documents/contract.js';
import type { Locale } from '../../../../../shared/locales.js';
import { useAppState } from '../../../../app-state.js';
import { useT } from '../../../../i18n.js';
import { ApiCallError, api } from '../../../../platform/api.js';
import { cleanDocument } from '../document.js';
import type { Busy, DocumentSession } from './use-document-session.js';

export interface LanguageSwitch {
  /** The language asked for and, when it cannot be had, why; null while nothing is asked. */
  asked: { to: Locale; problem: string | null } | null;
  ask(to: Locale): void;
  close(): void;
  /** The sheet becomes the template's text in that language; the field values stay. */
  confirm(): Promise<void>;
}

/** The document's language: asked from the status line, confirmed in a dialog, read from its template. */
export function useLanguageSwitch(session: DocumentSession, setBusy: (busy: Busy) => void): LanguageSwitch {
  const t = useT('document-editor');
  const { locale: lang } = useAppState();
  const [asked, setAsked] = useState<{ to: Locale; problem: string | null } | null>(null);
  const confirm = async () => {
    if (!asked) return;
    const to = asked.to;
    const templateId = session.server.template?.id;
    if (!templateId) return setAsked({ to, problem: t('language.noTemplate') });
    setBusy('language');
    let body: OwnDocument['body'] | null = null;
    try {
      const template = await api.getDocumentTemplate({ id: templateId }, { lang });
      const candidate = template.bodies?.[to];
      body = Array.isArray(candidate) && candidate.length > 0 ? cleanDocument(candidate, session.fieldKeys) : null;
    } catch (error) {
      setBusy(null);
      return setAsked({ to, problem: error instanceof ApiCallError && error.status === 404 ? t('language.noTemplate') : t('errors.network') });
    }
    setBusy(null);
    if (!body) return setAsked({ to, problem: t('language.noTemplate') });
    const current = session.contentRef.current;
    session.update({ ...current, key: current.key + 1, locale: to, body });
    setAsked(null);
    // Saved by the timer, once the new sheet (and its editor) has rendered.
    session.autosave.edited();
  };
  return { asked, ask: (to) => setAsked({ to, problem: null }), close: () => setAsked(null), confirm };
}
