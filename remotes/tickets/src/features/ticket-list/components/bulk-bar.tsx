/** What can be done with the selected tickets: assign, status, priority, trash — or restore in the trash. */
import { Button, Text, Toolbar, ToolbarButton, makeStyles, tokens } from '@fluentui/react-components';
import {
  ArrowUndoRegular,
  DeleteRegular,
  DismissRegular,
  FlagRegular,
  FlashRegular,
  PersonArrowRightRegular,
  StatusRegular,
} from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import type { BulkActionKind } from '../api/bulk-change.ts';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    columnGap: tokens.spacingHorizontalS,
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalM}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorBrandBackground2,
  },
  toolbar: { flexWrap: 'wrap' },
});

export interface BulkBarProps {
  count: number;
  trashed: boolean;
  onAction: (kind: BulkActionKind) => void;
  onClear: () => void;
}

export function BulkBar({ count, trashed, onAction, onClear }: BulkBarProps) {
  const styles = useStyles();
  const { t } = useTranslation('tickets');
  return (
    <div className={styles.root} role="region" aria-label={t('list.bulk.selected', { count })} data-testid="bulk-bar">
      <Text weight="semibold">{t('list.bulk.selected', { count })}</Text>
      <Toolbar className={styles.toolbar} size="small">
        {trashed ? (
          <ToolbarButton icon={<ArrowUndoRegular />} onClick={() => onAction('restore')}>
            {t('list.bulk.restore')}
          </ToolbarButton>
        ) : (
          <>
            <ToolbarButton icon={<PersonArrowRightRegular />} onClick={() => onAction('assign')}>
              {t('list.bulk.assign')}
            </ToolbarButton>
            <ToolbarButton icon={<StatusRegular />} onClick={() => onAction('status')}>
              {t('list.bulk.status')}
            </ToolbarButton>
            <ToolbarButton icon={<FlagRegular />} onClick={() => onAction('priority')}>
              {t('list.bulk.priority')}
            </ToolbarButton>
            <ToolbarButton icon={<FlashRegular />} onClick={() => onAction('macro')}>
              {t('list.bulk.macro')}
            </ToolbarButton>
            <ToolbarButton icon={<DeleteRegular />} onClick={() => onAction('trash')}>
              {t('list.bulk.trash')}
            </ToolbarButton>
          </>
        )}
      </Toolbar>
      <Button appearance="subtle" icon={<DismissRegular />} onClick={onClear}>
        {t('list.bulk.clear')}
      </Button>
    </div>
  );
}
