/** Search hits: title, description and an excerpt around the first match, best match first. */
import { Fragment } from 'react';
import { Link, Text, Title3, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { GuideDocument } from '../guide-document.ts';
import { normalizeText, searchTerms } from '../guide-query.ts';

const EXCERPT_RADIUS = 80;

const useStyles = makeStyles({
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalL },
  title: { fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold },
  excerpt: { display: 'block', color: tokens.colorNeutralForeground2, marginTop: tokens.spacingVerticalXXS },
  mark: { backgroundColor: tokens.colorPaletteYellowBackground2, color: 'inherit' },
});

/**
 * A piece of `text` around the first term found. normalizeText keeps string length for Latin letters
 * (accents are removed, 'ł' becomes 'l'), so positions in the normalised text are positions in the original.
 */
export function excerpt(text: string, terms: string[], radius = EXCERPT_RADIUS): string {
  const normalized = normalizeText(text);
  const at = terms
    .map((term) => normalized.indexOf(term))
    .filter((i) => i >= 0)
    .sort((a, b) => a - b)[0];
  if (at === undefined || normalized.length !== text.length) return text.slice(0, radius * 2) + (text.length > radius * 2 ? '…' : '');
  const start = Math.max(0, at - radius);
  const end = Math.min(text.length, at + radius);
  return `${start > 0 ? '…' : ''}${text.slice(start, end).trim()}${end < text.length ? '…' : ''}`;
}

/** Splits `text` into plain and highlighted parts for the terms. */
export function highlight(text: string, terms: string[]): { text: string; match: boolean }[] {
  const normalized = normalizeText(text);
  if (!terms.length || normalized.length !== text.length) return [{ text, match: false }];
  const marks = new Array<boolean>(text.length).fill(false);
  for (const term of terms) {
    for (let at = normalized.indexOf(term); at !== -1; at = normalized.indexOf(term, at + term.length)) {
      marks.fill(true, at, at + term.length);
    }
  }
  const parts: { text: string; match: boolean }[] = [];
  for (let i = 0; i < text.length; i += 1) {
    const last = parts[parts.length - 1];
    if (last && last.match === marks[i]) last.text += text[i];
    else parts.push({ text: text[i]!, match: marks[i]! });
  }
  return parts;
}

export interface GuideSearchResultsProps {
  query: string;
  results: Omit<GuideDocument, 'html'>[];
  onOpen: (slug: string) => void;
}

export function GuideSearchResults({ query, results, onOpen }: GuideSearchResultsProps) {
  const styles = useStyles();
  const { t } = useTranslation();
  const terms = searchTerms(query);
  const marked = (text: string) =>
    highlight(text, terms).map((part, index) =>
      part.match ? (
        <mark key={index} className={styles.mark}>
          {part.text}
        </mark>
      ) : (
        <Fragment key={index}>{part.text}</Fragment>
      ),
    );
  return (
    <>
      <Title3 as="h2">{t('guide.results', { count: results.length })}</Title3>
      {results.length === 0 ? (
        <Text as="p">{t('guide.noResults', { query })}</Text>
      ) : (
        <ul className={styles.list}>
          {results.map((result) => (
            <li key={result.slug}>
              <Link
                className={styles.title}
                href={`?doc=${result.slug}`}
                onClick={(event) => {
                  event.preventDefault();
                  onOpen(result.slug);
                }}
              >
                {marked(result.title)}
              </Link>
              {result.description && <Text className={styles.excerpt}>{result.description}</Text>}
              <Text className={styles.excerpt}>{marked(excerpt(result.text, terms))}</Text>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
