/**
 * Choosing files to attach, checked against the API's limits (type and size) before anything is sent; refused
 * files are named with the reason and never leave the browser.
 */
import { useRef, useState } from 'react';
import { Button, Caption1, makeStyles, Text, tokens } from '@fluentui/react-components';
import { AttachRegular, DismissRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { ATTACHMENT_EXTENSIONS, ATTACHMENT_MAX_MB } from '../schemas/attachments.ts';
import { formatBytes } from './format-bytes.ts';
import { ATTACHMENT_ACCEPT, useAttachmentCheck } from './use-attachment-check.ts';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalXS },
  row: { display: 'flex', alignItems: 'center', flexWrap: 'wrap', columnGap: tokens.spacingHorizontalS, rowGap: tokens.spacingVerticalXS },
  files: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS },
  file: {
    display: 'inline-flex',
    alignItems: 'center',
    columnGap: tokens.spacingHorizontalXS,
    paddingLeft: tokens.spacingHorizontalS,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground3,
  },
  hint: { color: tokens.colorNeutralForeground3 },
  error: { color: tokens.colorPaletteRedForeground1 },
  hidden: { display: 'none' },
});

export interface FilePickerProps {
  files: File[];
  onChange: (files: File[]) => void;
  /** The button's text, also the file input's name. */
  label: string;
  disabled?: boolean;
}

export function FilePicker({ files, onChange, label, disabled }: FilePickerProps) {
  const styles = useStyles();
  const { t } = useTranslation('shared');
  const check = useAttachmentCheck();
  const input = useRef<HTMLInputElement>(null);
  const [refused, setRefused] = useState<string[]>([]);

  const add = (chosen: FileList | null) => {
    const { accepted, refused } = check(chosen);
    setRefused(refused);
    onChange([...files, ...accepted]);
    if (input.current) input.current.value = '';
  };

  return (
    <div className={styles.root}>
      <div className={styles.row}>
        <input
          ref={input}
          className={styles.hidden}
          type="file"
          multiple
          accept={ATTACHMENT_ACCEPT}
          onChange={(event) => add(event.target.files)}
          aria-label={label}
          tabIndex={-1}
          data-testid="file-input"
        />
        <Button icon={<AttachRegular />} onClick={() => input.current?.click()} disabled={disabled}>
          {label}
        </Button>
        <Caption1 className={styles.hint}>
          {t('attachments.limits', { max: ATTACHMENT_MAX_MB, types: ATTACHMENT_EXTENSIONS.join(', ') })}
        </Caption1>
      </div>
      {files.length > 0 && (
        <ul className={styles.files} aria-label={t('attachments.chosen')}>
          {files.map((file, index) => (
            <li key={`${file.name}-${index}`} className={styles.file}>
              <Text size={200}>
                {file.name} ({formatBytes(file.size)})
              </Text>
              <Button
                appearance="transparent"
                size="small"
                icon={<DismissRegular />}
                aria-label={t('attachments.remove', { name: file.name })}
                onClick={() => onChange(files.filter((_, i) => i !== index))}
                disabled={disabled}
              />
            </li>
          ))}
        </ul>
      )}
      {refused.map((problem) => (
        <Text key={problem} size={200} className={styles.error} role="alert">
          {problem}
        </Text>
      ))}
    </div>
  );
}
