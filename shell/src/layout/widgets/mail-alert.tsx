import { makeStyles, tokens } from '@fluentui/react-components';
import { MailWarningRegular } from '@fluentui/react-icons/svg/mail-warning';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@helpdesk/shared/format';
import { mailCheckQuery } from '../api/layout-queries.ts';

const useStyles = makeStyles({
  alert: {
    display: 'flex',
    alignItems: 'center',
    columnGap: tokens.spacingHorizontalS,
    margin: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalL}`,
    padding: tokens.spacingHorizontalS,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorPaletteRedBackground3,
    color: tokens.colorNeutralForegroundOnBrand,
    animationName: { '0%': { opacity: 1 }, '50%': { opacity: 0.35 }, '100%': { opacity: 1 } },
    animationDuration: '1.2s',
    animationIterationCount: 'infinite',
    '@media (prefers-reduced-motion: reduce)': { animationName: 'none' },
  },
});

/** Blinks in the sidebar when the mailbox has not been fetched for too long (spec §2, GET /check/email). */
export function MailAlert() {
  const styles = useStyles();
  const { t } = useTranslation();
  const check = useQuery(mailCheckQuery).data;
  if (!check || check.working) return null;
  return (
    <div className={styles.alert} role="alert" data-testid="mail-alert">
      <MailWarningRegular />
      <span>
        {t('layout.mailNotFetched', {
          since: check.last_fetched_at ? formatDateTime(check.last_fetched_at) : t('layout.never'),
        })}
      </span>
    </div>
  );
}
