/**
 * The layout mode on one's own profile (spec §2, §9): the sidebar full, small or collapsed to icons, the page fluid
 * or boxed. A choice applies at once and is saved on the account; a failed save puts the previous one back.
 */
import { Card, Radio, RadioGroup, Subtitle1, type RadioGroupOnChangeData } from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@helpdesk/shared';
import { LAYOUT_WIDTHS, SIDEBAR_MODES, type LayoutWidth, type SidebarMode } from '@helpdesk/shared/enums';
import type { LayoutSettings } from '@helpdesk/shared/schemas';
import { useChangeLayout, useLayoutMode } from '../../layout/layout-mode.ts';
import { useProfileStyles } from './profile-styles.ts';

const SIDEBAR_LABELS: Record<SidebarMode, string> = {
  default: 'layoutMode.sidebarDefault',
  small: 'layoutMode.sidebarSmall',
  collapsed: 'layoutMode.sidebarCollapsed',
};
const WIDTH_LABELS: Record<LayoutWidth, string> = { fluid: 'layoutMode.widthFluid', boxed: 'layoutMode.widthBoxed' };

export function LayoutSettingsCard() {
  const styles = useProfileStyles();
  const { t } = useTranslation();
  const saved = useLayoutMode();
  const changeLayout = useChangeLayout();
  // The choice being saved shows at once: the cached user's update reaches this card a task later (the query
  // cache notifies asynchronously), and a controlled radio would show the old value for that moment.
  const [choosing, setChoosing] = useState<LayoutSettings | null>(null);
  const layout = choosing ?? saved;
  const change = (settings: Partial<LayoutSettings>) => {
    setChoosing({ ...layout, ...settings });
    changeLayout(settings)
      .catch(() => toast.error(t('layoutMode.saveFailed')))
      .finally(() => setChoosing(null));
  };
  return (
    <Card className={styles.card}>
      <Subtitle1 as="h2">{t('layoutMode.title')}</Subtitle1>
      <div>
        <span id="layout-sidebar-label">{t('layoutMode.sidebar')}</span>
        <RadioGroup
          aria-labelledby="layout-sidebar-label"
          layout="horizontal"
          value={layout.sidebar}
          onChange={(_event, data: RadioGroupOnChangeData) => change({ sidebar: data.value as SidebarMode })}
        >
          {SIDEBAR_MODES.map((mode) => (
            <Radio key={mode} value={mode} label={t(SIDEBAR_LABELS[mode])} />
          ))}
        </RadioGroup>
      </div>
      <div>
        <span id="layout-width-label">{t('layoutMode.width')}</span>
        <RadioGroup
          aria-labelledby="layout-width-label"
          layout="horizontal"
          value={layout.width}
          onChange={(_event, data: RadioGroupOnChangeData) => change({ width: data.value as LayoutWidth })}
        >
          {LAYOUT_WIDTHS.map((width) => (
            <Radio key={width} value={width} label={t(WIDTH_LABELS[width])} />
          ))}
        </RadioGroup>
      </div>
    </Card>
  );
}
