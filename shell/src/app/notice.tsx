/**
 * A message bar (an error, an all-clear, a banner) that the first screen does not pay for: Fluent's MessageBar
 * loads when a notice is first shown (notice-bar.tsx; a few milliseconds, once per page). Should that chunk fail,
 * the same title, text and actions show in a plain bar of the intent's colours.
 */
import { useEffect, useState, type ReactElement, type ReactNode } from 'react';
import { tokens } from '@fluentui/react-components';
import type { NoticeBar } from './notice-bar.tsx';

export interface NoticeProps {
  intent: 'info' | 'success' | 'warning' | 'error';
  title?: ReactNode;
  children?: ReactNode;
  actions?: ReactNode;
  icon?: ReactElement;
  multiline?: boolean;
  /** Show the plain bar while Fluent's loads (an error panel must say what broke at once); else nothing until then. */
  immediate?: boolean;
  'data-remote'?: string;
  'data-refused'?: string;
}

type BarModule = { NoticeBar: typeof NoticeBar };
let loadedBar: BarModule | null = null;
let loadingBar: Promise<BarModule> | null = null;
function loadBar(): Promise<BarModule> {
  loadingBar ??= import('./notice-bar.tsx').then(
    (module) => (loadedBar = module),
    (error: unknown) => {
      loadingBar = null;
      throw error;
    },
  );
  return loadingBar;
}

/** The plain bar's look: the intent's border colour around the text (no styles of its own to load). */
const BORDER: Record<NoticeProps['intent'], string> = {
  info: tokens.colorNeutralStroke1,
  success: tokens.colorStatusSuccessBorder1,
  warning: tokens.colorStatusWarningBorder1,
  error: tokens.colorStatusDangerBorder1,
};

export function Notice(props: NoticeProps) {
  const [bar, setBar] = useState<BarModule | 'failed' | null>(loadedBar);
  useEffect(() => {
    if (bar) return;
    let current = true;
    loadBar().then(
      (module) => current && setBar(() => module),
      () => current && setBar('failed'),
    );
    return () => {
      current = false;
    };
  }, [bar]);
  const { immediate, ...shown } = props;
  if (bar === null && !immediate) return null;
  if (bar && bar !== 'failed') return <bar.NoticeBar {...shown} />;
  const { intent, title, children, actions, icon: _icon, multiline: _multiline, ...data } = shown;
  return (
    <div style={{ padding: '8px 12px', border: `1px solid ${BORDER[intent]}`, borderRadius: tokens.borderRadiusMedium }} {...data}>
      <div>
        {title && <strong>{title} </strong>}
        {children}
      </div>
      {actions && <div style={{ marginTop: 8 }}>{actions}</div>}
    </div>
  );
}
