import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { BookQuestionMarkRegular } from '@fluentui/react-icons/svg/book-question-mark';
import { NavLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { MOBILE_MEDIA_QUERY } from '@helpdesk/shared';
import { LabelTooltip } from '../label-tooltip.tsx';

const desktop = `@media not all and ${MOBILE_MEDIA_QUERY}`;

const useStyles = makeStyles({
  link: {
    display: 'flex',
    alignItems: 'center',
    columnGap: tokens.spacingHorizontalS,
    margin: `${tokens.spacingVerticalL} ${tokens.spacingHorizontalL} 0`,
    color: tokens.colorNeutralForeground2,
    textDecorationLine: 'none',
    ':hover': { textDecorationLine: 'underline' },
  },
  collapsed: { [desktop]: { justifyContent: 'center', marginInline: 0 } },
  collapsedHidden: { [desktop]: { display: 'none' } },
});

/** The guide link under the menu; in the collapsed sidebar its icon with the label as a tooltip. */
export function GuideLink({ to, collapsed = false }: { to: string; collapsed?: boolean }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const link = (
    <NavLink to={to} className={mergeClasses(styles.link, collapsed && styles.collapsed)}>
      <BookQuestionMarkRegular />
      <span className={collapsed ? styles.collapsedHidden : undefined}>{t('layout.guide')}</span>
    </NavLink>
  );
  return collapsed ? (
    <LabelTooltip content={t('layout.guide')} positioning="after">
      {link}
    </LabelTooltip>
  ) : (
    link
  );
}
