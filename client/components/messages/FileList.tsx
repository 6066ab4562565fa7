import type { MessageFile } from '../../../shared/api/messages/contract.js';
import { formatNumber } from '../../../shared/format/number.js';
import { fileSize } from '../../../shared/pages/messages/views.js';
import { useAppState } from '../../app-state.js';
import { useT } from '../../i18n.js';
import { Icon } from '../Icon.js';

/** A conversation file's download (an attachment), or with `inline` the image itself to show. */
export function fileHref(conversationId: number, fileId: number, inline = false): string {
  return `/api/v1/me/conversations/${conversationId}/files/${fileId}${inline ? '?inline=1' : ''}`;
}

/** "1.2 MB" in the page's language. */
export function useFileSize(): (bytes: number) => string {
  const t = useT('messages');
  const { locale } = useAppState();
  return (bytes) => {
    const { value, unit } = fileSize(bytes);
    return t(`files.size.${unit}`, { value: formatNumber(value, locale, { maximumFractionDigits: 1 }) });
  };
}

const FILE_ICON: Readonly<Record<MessageFile['mediaType'], string>> = {
  'application/pdf': 'lucide:file-text',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'lucide:file-type',
  'image/jpeg': 'lucide:image',
  'image/png': 'lucide:image',
};

/**
 * A message's files: each with its name, size and download; an image also as a thumbnail (the
 * file asked for inline), which opens the file. Only the conversation's two people can fetch them.
 */
export function FileList({ conversationId, files }: { conversationId: number; files: MessageFile[] }) {
  const t = useT('messages');
  const size = useFileSize();
  if (files.length === 0) return null;
  return (
    <ul className="mt-1.5 space-y-1.5" data-testid="message-files">
      {files.map((file) => {
        const image = file.mediaType.startsWith('image/');
        return (
          <li key={file.id} data-testid="message-file" data-type={file.mediaType}>
            {image ? (
              <a
                href={fileHref(conversationId, file.id, true)}
                target="_blank"
                rel="noopener"
                className="mb-1 block w-fit overflow-hidden rounded-lg border border-line"
              >
                <img
                  src={fileHref(conversationId, file.id, true)}
                  alt={file.name}
                  width={224}
                  height={160}
                  loading="lazy"
                  decoding="async"
                  className="h-40 w-56 max-w-full bg-raised object-cover"
                  data-testid="message-image"
                />
              </a>
            ) : null}
            <a
              href={fileHref(conversationId, file.id)}
              download={file.name}
              className="flex max-w-full items-center gap-2 rounded-lg border border-line bg-surface/70 px-2.5 py-1.5 text-sm hover:bg-raised"
            >
              <Icon name={FILE_ICON[file.mediaType] ?? 'lucide:file'} size={18} className="shrink-0 text-muted" />
              <span className="min-w-0 flex-1">
                <span className="block truncate font-medium">{file.name}</span>
                <span className="block text-xs text-muted">{size(file.size)}</span>
              </span>
              <Icon name="lucide:download" size={16} className="shrink-0 text-muted" />
              <span className="sr-only">{t('files.download')}</span>
            </a>
          </li>
        );
      })}
    </ul>
  );
}
