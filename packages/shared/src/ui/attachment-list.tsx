/** Attachments as download links (the server always answers them as downloads, never as pages). */
import { Link, makeStyles, Text, tokens } from '@fluentui/react-components';
import { AttachRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { formatBytes } from './format-bytes.ts';

export interface AttachmentLink {
  id: number;
  filename: string;
  size: number;
  url: string;
}

const useStyles = makeStyles({
  list: {
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexWrap: 'wrap',
    columnGap: tokens.spacingHorizontalM,
    rowGap: tokens.spacingVerticalXS,
  },
  item: { display: 'inline-flex', alignItems: 'center', columnGap: tokens.spacingHorizontalXXS, maxWidth: '100%' },
  name: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', maxWidth: '32ch' },
  size: { color: tokens.colorNeutralForeground3 },
});

export function AttachmentList({ attachments }: { attachments: readonly AttachmentLink[] }) {
  const styles = useStyles();
  const { t } = useTranslation('shared');
  if (attachments.length === 0) return null;
  return (
    <ul className={styles.list} aria-label={t('attachments.label')}>
      {attachments.map((file) => (
        <li key={file.id} className={styles.item}>
          <AttachRegular aria-hidden />
          <Link
            href={file.url}
            download={file.filename}
            aria-label={t('attachments.download', { name: file.filename, size: formatBytes(file.size) })}
          >
            <span className={styles.name}>{file.filename}</span>
          </Link>
          <Text size={200} className={styles.size}>
            {formatBytes(file.size)}
          </Text>
        </li>
      ))}
    </ul>
  );
}
