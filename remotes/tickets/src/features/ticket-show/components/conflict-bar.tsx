/** "Changed meanwhile" (409): the current ticket is on screen; the agent re-applies the change or keeps theirs out. */
import { Button, MessageBar, MessageBarActions, MessageBarBody, MessageBarTitle } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useConflict } from '../hooks/conflict-context.tsx';

export function ConflictBar({ version }: { version: number }) {
  const { t } = useTranslation('tickets');
  const { notice, dismiss } = useConflict();
  if (!notice) return null;
  const reply = notice.kind === 'reply';
  return (
    <MessageBar intent="warning" layout="multiline" role="alert" data-testid="conflict">
      <MessageBarBody>
        <MessageBarTitle>{notice.message}</MessageBarTitle> {t('show.conflict.shown')}{' '}
        {reply ? t('show.conflict.yourReply', { change: notice.change }) : t('show.conflict.yourChange', { change: notice.change })}
      </MessageBarBody>
      <MessageBarActions>
        <Button
          appearance="primary"
          onClick={() => {
            dismiss();
            notice.reapply(version);
          }}
        >
          {reply ? t('show.conflict.resend') : t('show.conflict.reapply')}
        </Button>
        <Button onClick={dismiss}>{t('show.conflict.discard')}</Button>
      </MessageBarActions>
    </MessageBar>
  );
}
