import { useT } from '../../i18n.js';
import { useViewer } from '../../platform/viewer.js';
import { Icon } from '../Icon.js';
import { Button } from '../ui/Button.js';
import { preloadSpecialistEditor, useSpecialistEditor } from './useSpecialistEditor.js';

/** On a specialist's own profile page: the button that opens the profile editor (nothing for anyone else). */
export function OwnProfileEdit({ nickname, asOf }: { nickname: string; asOf: string }) {
  const viewer = useViewer();
  const t = useT('account');
  const editor = useSpecialistEditor({ editing: true, asOf });
  if (viewer?.nickname !== nickname) return null;
  return (
    <>
      <Button
        variant="outline"
        size="sm"
        onClick={editor.open}
        onPointerEnter={preloadSpecialistEditor}
        onFocus={preloadSpecialistEditor}
        data-testid="edit-own-profile"
      >
        <Icon name="lucide:pencil" size={16} />
        {t('specialist.edit')}
      </Button>
      {editor.dialog}
    </>
  );
}
