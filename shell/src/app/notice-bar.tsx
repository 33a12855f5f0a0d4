import { MessageBar, MessageBarActions, MessageBarBody, MessageBarTitle } from '@fluentui/react-components';
import type { NoticeProps } from './notice.tsx';

/** The notice as Fluent's MessageBar, loaded when a notice is first shown (notice.tsx). */
export function NoticeBar({ intent, title, children, actions, icon, multiline, ...data }: NoticeProps) {
  return (
    <MessageBar intent={intent} icon={icon} layout={multiline ? 'multiline' : 'auto'} {...data}>
      <MessageBarBody>
        {title && <MessageBarTitle>{title}</MessageBarTitle>}
        {children}
      </MessageBarBody>
      {actions && <MessageBarActions>{actions}</MessageBarActions>}
    </MessageBar>
  );
}
