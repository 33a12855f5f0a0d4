/** The `::` picker's list under the reply or note box (hooks/use-text-module-picker.ts holds its state). */
import { Caption1, makeStyles, mergeClasses, Spinner, Text, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { TextModulePicker } from '../hooks/use-text-module-picker.ts';

const useStyles = makeStyles({
  list: {
    position: 'absolute',
    zIndex: 10,
    left: 0,
    top: '100%',
    minWidth: '320px',
    maxWidth: '100%',
    marginTop: tokens.spacingVerticalXXS,
    padding: tokens.spacingVerticalXS,
    display: 'flex',
    flexDirection: 'column',
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusMedium,
    boxShadow: tokens.shadow16,
  },
  option: {
    display: 'flex',
    justifyContent: 'space-between',
    columnGap: tokens.spacingHorizontalM,
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalS}`,
    borderRadius: tokens.borderRadiusSmall,
    cursor: 'pointer',
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover },
  },
  active: { backgroundColor: tokens.colorBrandBackground2, color: tokens.colorBrandForeground2 },
  meta: { color: tokens.colorNeutralForeground3, whiteSpace: 'nowrap' },
  empty: { padding: tokens.spacingVerticalXS, color: tokens.colorNeutralForeground3 },
});

export function TextModuleSuggestions({ picker }: { picker: TextModulePicker }) {
  const styles = useStyles();
  const { t } = useTranslation('tickets');
  if (!picker.open) return null;
  return (
    <div
      id={picker.listId}
      role="listbox"
      aria-label={t('show.composer.moduleList')}
      className={styles.list}
      data-testid="text-module-list"
    >
      {picker.loading ? (
        <Spinner size="tiny" label={t('show.composer.moduleLoading')} />
      ) : picker.choices.length ? (
        picker.choices.map((module, index) => (
          <div
            key={module.id}
            id={picker.optionId(index)}
            role="option"
            aria-selected={index === picker.active}
            className={mergeClasses(styles.option, index === picker.active && styles.active)}
            // Pressing, not clicking: the text box keeps its focus and caret.
            onMouseDown={(event) => {
              event.preventDefault();
              picker.pick(module);
            }}
          >
            <span>{module.name}</span>
            <Caption1 className={styles.meta}>
              ::{module.shortcut} · {module.language.toUpperCase()} · {module.company?.tag ?? t('show.composer.moduleGlobal')}
            </Caption1>
          </div>
        ))
      ) : (
        <Text className={styles.empty}>{t(picker.failed ? 'show.composer.moduleFailed' : 'show.composer.moduleNone')}</Text>
      )}
    </div>
  );
}
