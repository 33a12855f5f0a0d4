import { makeStyles, tokens } from '@fluentui/react-components';
import { BookQuestionMarkRegular } from '@fluentui/react-icons';
import { NavLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';

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
});

export function GuideLink({ to }: { to: string }) {
  const styles = useStyles();
  const { t } = useTranslation();
  return (
    <NavLink to={to} className={styles.link}>
      <BookQuestionMarkRegular />
      {t('layout.guide')}
    </NavLink>
  );
}
