/**
 * A list of rows that each pick a kind and show that kind's own field — a macro's or a rule's actions, a rule's
 * conditions: numbered rows in a fieldset, each with its kind select, its value, and buttons named for its row
 * (moved up or down where the order matters, removed), an add button under them. Wraps at narrow widths.
 */
import type { ReactNode } from 'react';
import { Button, Field, makeStyles, Select, Text, tokens } from '@fluentui/react-components';
import { AddRegular, ArrowDownRegular, ArrowUpRegular, DeleteRegular } from '@fluentui/react-icons';

const useStyles = makeStyles({
  /** A fieldset is as wide as its widest content by default (min-inline-size: min-content): at 390 px it must shrink. */
  fieldset: { minWidth: 0, maxWidth: '100%', boxSizing: 'border-box' },
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalM },
  row: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-start',
    gap: tokens.spacingHorizontalM,
    padding: tokens.spacingVerticalS,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
  },
  // The select's longest choice must not size the field's grid track: it ran under the value's field at 1440 px.
  kind: {
    flex: '0 1 240px',
    minWidth: 0,
    '& .fui-Select': { minWidth: 0, maxWidth: '100%' },
    '& select': { minWidth: 0, maxWidth: '100%' },
  },
  value: { flex: '1 1 240px', minWidth: 0, display: 'flex', flexDirection: 'column', '& > *': { minWidth: 0 } },
  buttons: { flex: '0 0 auto', display: 'flex', columnGap: tokens.spacingHorizontalXS, paddingTop: tokens.spacingVerticalXL },
  empty: { color: tokens.colorNeutralForeground3 },
  error: { color: tokens.colorPaletteRedForeground1 },
});

export interface KindRowsTexts<K extends string> {
  legend: string;
  empty: string;
  /** The kind select's label of row n (1-based). */
  kind: (n: number) => string;
  kindName: (kind: K) => string;
  /** Present when the rows' order matters. */
  moveUp?: (n: number) => string;
  moveDown?: (n: number) => string;
  remove: (n: number) => string;
  add: string;
}

export interface KindRowsEditorProps<K extends string> {
  testId: string;
  rowTestId: string;
  kinds: readonly K[];
  /** The rows' stable keys (react-hook-form's field ids). */
  keys: readonly string[];
  kindAt: (index: number) => K;
  /** The value field(s) of a row of this kind. */
  value: (index: number, kind: K) => ReactNode;
  onKind: (index: number, kind: K) => void;
  onMove?: (from: number, to: number) => void;
  onRemove: (index: number) => void;
  onAdd: () => void;
  texts: KindRowsTexts<K>;
  /** The list's own error (e.g. no rows). */
  error?: string | undefined;
  busy: boolean;
}

export function KindRowsEditor<K extends string>(props: KindRowsEditorProps<K>) {
  const { testId, rowTestId, kinds, keys, kindAt, value, onKind, onMove, onRemove, onAdd, texts, error, busy } = props;
  const styles = useStyles();
  return (
    <fieldset className={styles.fieldset} data-testid={testId}>
      <legend>{texts.legend}</legend>
      {keys.length === 0 && <Text className={styles.empty}>{texts.empty}</Text>}
      <ol className={styles.list}>
        {keys.map((key, index) => {
          const kind = kindAt(index);
          const n = index + 1;
          return (
            <li key={key} className={styles.row} data-testid={rowTestId}>
              <Field className={styles.kind} label={texts.kind(n)}>
                <Select value={kind} disabled={busy} onChange={(_event, data) => onKind(index, data.value as K)}>
                  {kinds.map((k) => (
                    <option key={k} value={k}>
                      {texts.kindName(k)}
                    </option>
                  ))}
                </Select>
              </Field>
              <div className={styles.value}>{value(index, kind)}</div>
              <div className={styles.buttons}>
                {onMove && texts.moveUp && texts.moveDown && (
                  <>
                    <Button
                      appearance="subtle"
                      icon={<ArrowUpRegular />}
                      aria-label={texts.moveUp(n)}
                      disabled={busy || index === 0}
                      onClick={() => onMove(index, index - 1)}
                    />
                    <Button
                      appearance="subtle"
                      icon={<ArrowDownRegular />}
                      aria-label={texts.moveDown(n)}
                      disabled={busy || index === keys.length - 1}
                      onClick={() => onMove(index, index + 1)}
                    />
                  </>
                )}
                <Button
                  appearance="subtle"
                  icon={<DeleteRegular />}
                  aria-label={texts.remove(n)}
                  disabled={busy}
                  onClick={() => onRemove(index)}
                />
              </div>
            </li>
          );
        })}
      </ol>
      {error && (
        <Text role="alert" className={styles.error}>
          {error}
        </Text>
      )}
      <div>
        <Button icon={<AddRegular />} disabled={busy} onClick={onAdd}>
          {texts.add}
        </Button>
      </div>
    </fieldset>
  );
}
