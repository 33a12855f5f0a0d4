/**
 * The note box with mentions: typing `@` opens the list of active agents, filtered by what follows the `@`; arrows move
 * through it, Enter or Tab picks, Escape closes. A pick puts `@Jan Kowalski` into the text and tells the composer whom
 * it names (`onMention`); the composer marks the mentions when it sends the note (lib/mentions.ts). Focus stays in the
 * text box throughout (the list is its `aria-activedescendant` popup), so typing never stops.
 */
import { useId, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { makeStyles, mergeClasses, Spinner, Text, Textarea, tokens, type TextareaProps } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { AgentChoice } from '@helpdesk/shared/resources';
import { useAgents } from '../hooks/use-lookups.ts';
import { insertMention, matchesMention, mentionQueryAt, type Mention } from '../lib/mentions.ts';
import type { TextModulePicker } from '../hooks/use-text-module-picker.ts';
import { TextModuleSuggestions } from './text-module-suggestions.tsx';

/** The most agents the list shows at once; typing more narrows it. */
const MAX_CHOICES = 8;

const useStyles = makeStyles({
  root: { position: 'relative' },
  textarea: { width: '100%' },
  list: {
    position: 'absolute',
    zIndex: 10,
    left: 0,
    top: '100%',
    minWidth: '260px',
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
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalS}`,
    borderRadius: tokens.borderRadiusSmall,
    cursor: 'pointer',
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover },
  },
  active: { backgroundColor: tokens.colorBrandBackground2, color: tokens.colorBrandForeground2 },
  empty: { padding: tokens.spacingVerticalXS, color: tokens.colorNeutralForeground3 },
});

interface MentionTextareaProps extends Omit<TextareaProps, 'value' | 'onChange'> {
  value: string;
  onChange: (value: string) => void;
  /** A colleague was picked: their name is in the text now. */
  onMention: (mention: Mention) => void;
  /** The `::` text module picker sharing this box (its caret and keys when no mention list is open). */
  modules?: TextModulePicker;
  /** The text box, for whoever else moves its caret (the module picker). */
  textareaRef?: RefObject<HTMLTextAreaElement | null>;
}

export function MentionTextarea({ value, onChange, onMention, modules, textareaRef, onKeyDown, className, ...rest }: MentionTextareaProps) {
  const styles = useStyles();
  const { t } = useTranslation('tickets');
  const listId = useId();
  const ownBox = useRef<HTMLTextAreaElement>(null);
  const box = textareaRef ?? ownBox;
  const [query, setQuery] = useState<{ start: number; caret: number; text: string } | null>(null);
  const [active, setActive] = useState(0);
  // The agents load when the first `@` is typed, not with every ticket page.
  const [wanted, setWanted] = useState(false);
  const agents = useAgents(wanted);

  const choices: AgentChoice[] = query ? (agents.data ?? []).filter((a) => matchesMention(a.name, query.text)).slice(0, MAX_CHOICES) : [];
  const open = query !== null;
  const optionId = (index: number) => `${listId}-${index}`;

  const look = (text: string, caret: number) => {
    modules?.look(text, caret);
    const found = mentionQueryAt(text, caret);
    setQuery(found ? { start: found.start, caret, text: found.query } : null);
    if (found) setWanted(true);
    if (found?.query !== query?.text) setActive(0);
  };

  const pick = (agent: AgentChoice) => {
    if (!query) return;
    const next = insertMention(value, query.start, query.caret, agent.name);
    onChange(next.text);
    onMention({ id: agent.id, name: agent.name });
    setQuery(null);
    requestAnimationFrame(() => box.current?.setSelectionRange(next.caret, next.caret));
  };

  const keyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (open && choices.length && (event.key === 'ArrowDown' || event.key === 'ArrowUp')) {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + choices.length) % choices.length);
      return;
    }
    if (open && choices.length && (event.key === 'Enter' || event.key === 'Tab') && !event.ctrlKey && !event.metaKey) {
      event.preventDefault();
      pick(choices[Math.min(active, choices.length - 1)]!);
      return;
    }
    if (open && event.key === 'Escape') {
      event.preventDefault();
      setQuery(null);
      return;
    }
    if (!open && modules?.keyDown(event)) return;
    onKeyDown?.(event);
  };

  return (
    <div className={styles.root}>
      <Textarea
        placeholder={t('show.composer.mentionHint')}
        {...rest}
        ref={box}
        className={mergeClasses(styles.textarea, className)}
        value={value}
        onChange={(event, data) => {
          onChange(data.value);
          look(data.value, event.target.selectionStart ?? data.value.length);
        }}
        onSelect={(event) => {
          const target = event.currentTarget;
          if (target.selectionStart === target.selectionEnd && target.selectionStart !== query?.caret)
            look(target.value, target.selectionStart);
        }}
        onKeyDown={keyDown}
        aria-autocomplete="list"
        {...(open
          ? {
              'aria-controls': listId,
              'aria-expanded': true,
              'aria-activedescendant': choices.length ? optionId(Math.min(active, choices.length - 1)) : undefined,
            }
          : modules?.aria)}
      />
      {modules && !open && <TextModuleSuggestions picker={modules} />}
      {open && (
        <div id={listId} role="listbox" aria-label={t('show.composer.mentionList')} className={styles.list}>
          {agents.isPending ? (
            <Spinner size="tiny" label={t('show.composer.mentionLoading')} />
          ) : choices.length ? (
            choices.map((agent, index) => (
              <div
                key={agent.id}
                id={optionId(index)}
                role="option"
                aria-selected={index === active}
                className={mergeClasses(styles.option, index === active && styles.active)}
                // Pressing, not clicking: the text box keeps its focus and caret.
                onMouseDown={(event) => {
                  event.preventDefault();
                  pick(agent);
                }}
              >
                {agent.name}
              </div>
            ))
          ) : (
            <Text className={styles.empty}>{t(agents.isError ? 'show.composer.mentionFailed' : 'show.composer.mentionNone')}</Text>
          )}
        </div>
      )}
    </div>
  );
}
