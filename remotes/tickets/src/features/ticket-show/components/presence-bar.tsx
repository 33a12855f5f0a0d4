/** "Also viewing: …" and "… is typing" for the open ticket, from the shell's presence channel. */
import { AvatarGroup, AvatarGroupItem, makeStyles, Text, tokens } from '@fluentui/react-components';
import { EditRegular, EyeRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import type { PresenceMember } from '@helpdesk/shared';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    columnGap: tokens.spacingHorizontalM,
    rowGap: tokens.spacingVerticalXS,
    minHeight: '24px',
  },
  line: { display: 'inline-flex', alignItems: 'center', columnGap: tokens.spacingHorizontalXS, color: tokens.colorNeutralForeground2 },
  typing: { color: tokens.colorBrandForeground1, fontStyle: 'italic' },
});

const nameOf = (member: PresenceMember) => `${member.firstname} ${member.lastname}`.trim();

export function PresenceBar({ others, typing }: { others: PresenceMember[]; typing: PresenceMember[] }) {
  const styles = useStyles();
  const { t } = useTranslation('tickets');
  return (
    <div className={styles.root} role="status" aria-live="polite" aria-label={t('show.presence.label')} data-testid="presence">
      {others.length > 0 && (
        <span className={styles.line}>
          <EyeRegular aria-hidden />
          <AvatarGroup size={24} layout="stack" aria-hidden>
            {others.slice(0, 4).map((member) => (
              <AvatarGroupItem key={member.id} name={nameOf(member)} />
            ))}
          </AvatarGroup>
          <Text size={200}>{t('show.presence.alsoViewing', { names: others.map(nameOf).join(', ') })}</Text>
        </span>
      )}
      {typing.length > 0 && (
        <span className={`${styles.line} ${styles.typing}`}>
          <EditRegular aria-hidden />
          <Text size={200}>
            {t(typing.length > 1 ? 'show.presence.typingMany' : 'show.presence.typing', { names: typing.map(nameOf).join(', ') })}
          </Text>
        </span>
      )}
    </div>
  );
}
