/**
 * The guide for one audience: table of contents, search, the open document with its headings, and
 * previous/next links. State lives in the URL (?doc=slug, ?q=text, #heading) so links and Back work.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import {
  Button,
  Link,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  SearchBox,
  Spinner,
  Subtitle2,
  Text,
  Title2,
  makeStyles,
  mergeClasses,
  tokens,
  typographyStyles,
} from '@fluentui/react-components';
import { ArrowLeftRegular } from '@fluentui/react-icons/svg/arrow-left';
import { ArrowRightRegular } from '@fluentui/react-icons/svg/arrow-right';
import { BookRegular } from '@fluentui/react-icons/svg/book';
import { ChevronDownRegular } from '@fluentui/react-icons/svg/chevron-down';
import { ChevronUpRegular } from '@fluentui/react-icons/svg/chevron-up';
import { useTranslation } from 'react-i18next';
import { MOBILE_MEDIA_QUERY } from '@helpdesk/shared';
import type { GuideAudience, GuideDocument } from '../guide-document.ts';
import { queryGuide } from '../guide-query.ts';
import { useGuideDocuments } from '../guide-api.ts';
import { useGuideLanguage } from '../use-guide-language.ts';
import { GuideHtml } from './guide-html.tsx';
import { GuideSearchResults } from './guide-search-results.tsx';

const mobile = `@media ${MOBILE_MEDIA_QUERY}`;

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalL },
  header: {
    display: 'flex',
    alignItems: 'center',
    flexWrap: 'wrap',
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalS,
  },
  title: { display: 'flex', alignItems: 'center', columnGap: tokens.spacingHorizontalS, marginRight: 'auto' },
  search: { width: '320px', maxWidth: '100%', [mobile]: { width: '100%' } },
  columns: {
    display: 'grid',
    gridTemplateColumns: '260px minmax(0, 1fr)',
    columnGap: tokens.spacingHorizontalXXL,
    alignItems: 'start',
    [mobile]: { gridTemplateColumns: 'minmax(0, 1fr)', rowGap: tokens.spacingVerticalM },
  },
  toc: {
    position: 'sticky',
    top: '90px',
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusMedium,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    padding: tokens.spacingVerticalS,
    [mobile]: { position: 'static' },
  },
  tocToggle: { display: 'none', width: '100%', justifyContent: 'space-between', [mobile]: { display: 'flex' } },
  tocList: { listStyleType: 'none', margin: 0, padding: 0, [mobile]: { display: 'none' } },
  tocListOpen: { [mobile]: { display: 'block' } },
  tocHeading: { padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalS}`, color: tokens.colorNeutralForeground3 },
  tocLink: {
    display: 'block',
    width: '100%',
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalS}`,
    borderRadius: tokens.borderRadiusMedium,
    textDecorationLine: 'none',
    color: tokens.colorNeutralForeground1,
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover, textDecorationLine: 'none' },
  },
  tocCurrent: { backgroundColor: tokens.colorNeutralBackground1Selected, fontWeight: tokens.fontWeightSemibold },
  tocSub: { listStyleType: 'none', margin: 0, paddingLeft: tokens.spacingHorizontalL },
  tocSubLink: { fontSize: tokens.fontSizeBase200, color: tokens.colorNeutralForeground2 },
  depth3: { paddingLeft: tokens.spacingHorizontalL },
  article: {
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusMedium,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    padding: `${tokens.spacingVerticalL} ${tokens.spacingHorizontalXXL}`,
    minWidth: 0,
    [mobile]: { padding: tokens.spacingHorizontalL },
  },
  articleTitle: {
    ...typographyStyles.title3,
    outlineStyle: 'none',
    marginTop: 0,
    marginBottom: tokens.spacingVerticalXS,
  },
  description: { color: tokens.colorNeutralForeground2, display: 'block' },
  pager: {
    display: 'flex',
    justifyContent: 'space-between',
    columnGap: tokens.spacingHorizontalM,
    marginTop: tokens.spacingVerticalXXL,
    paddingTop: tokens.spacingVerticalL,
    borderTop: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  pagerNext: { marginLeft: 'auto', textAlign: 'right' },
  pagerButton: { maxWidth: '48%', height: 'auto', paddingBlock: tokens.spacingVerticalS },
  pagerLabel: { display: 'flex', flexDirection: 'column', alignItems: 'inherit' },
});

type TocEntry = Pick<GuideDocument, 'slug' | 'title' | 'toc'>;

export interface GuideViewProps {
  audience: GuideAudience;
}

export function GuideView({ audience }: GuideViewProps) {
  const styles = useStyles();
  const { t } = useTranslation();
  const lang = useGuideLanguage();
  const { documents, isPending, error, refetch } = useGuideDocuments();
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const [tocOpen, setTocOpen] = useState(false);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const searchText = params.get('q') ?? '';
  const requested = params.get('doc');

  const guide = useMemo(
    () => (documents ? queryGuide(documents).where({ lang, audience }).sortBy('order') : null),
    [documents, lang, audience],
  );
  const contents: TocEntry[] = useMemo(() => guide?.only(['slug', 'title', 'toc']).fetch() ?? [], [guide]);
  const current = useMemo(() => {
    if (!guide) return undefined;
    return guide.where({ slug: requested ?? contents[0]?.slug }).fetch()[0];
  }, [guide, requested, contents]);
  const [previous, next] = useMemo(
    () => (guide && current ? guide.only(['slug', 'title']).surround(current.slug).fetch() : [null, null]),
    [guide, current],
  );
  const results = useMemo(
    () => (guide && searchText.trim() ? guide.search(searchText).without(['html']).fetch() : null),
    [guide, searchText],
  );

  // Scroll to the #heading of the URL once the document is on the page.
  useEffect(() => {
    if (!current || results) return;
    const id = decodeURIComponent(location.hash.slice(1));
    const target = id ? document.getElementById(id) : null;
    if (target) target.scrollIntoView?.({ block: 'start' });
  }, [current, location.hash, results]);

  const openDocument = (slug: string, hash = '') => {
    setTocOpen(false);
    navigate({ search: `?doc=${encodeURIComponent(slug)}`, hash }, { preventScrollReset: false });
    // Keyboard and screen-reader users land on the new document's title.
    requestAnimationFrame(() => titleRef.current?.focus());
  };

  const onSearch = (value: string) => {
    const nextParams = new URLSearchParams(params);
    if (value) nextParams.set('q', value);
    else nextParams.delete('q');
    setParams(nextParams, { replace: true });
  };

  const header = (
    <header className={styles.header}>
      <Title2 as="h1" className={styles.title}>
        <BookRegular aria-hidden />
        {t('guide.title')}
      </Title2>
      <SearchBox
        className={styles.search}
        aria-label={t('guide.search')}
        placeholder={t('guide.searchPlaceholder')}
        value={searchText}
        onChange={(_event, data) => onSearch(data.value)}
      />
    </header>
  );

  if (isPending) {
    return (
      <section className={styles.root}>
        {header}
        <Spinner label={t('loading')} />
      </section>
    );
  }
  if (error || !guide) {
    return (
      <section className={styles.root}>
        {header}
        <MessageBar intent="error">
          <MessageBarBody>{t('guide.loadError')}</MessageBarBody>
          <MessageBarActions>
            <Button onClick={refetch}>{t('actions.retry')}</Button>
          </MessageBarActions>
        </MessageBar>
      </section>
    );
  }

  return (
    <section className={styles.root}>
      {header}
      <div className={styles.columns}>
        <nav className={styles.toc} aria-label={t('guide.contents')}>
          <Button
            className={styles.tocToggle}
            appearance="subtle"
            icon={tocOpen ? <ChevronUpRegular /> : <ChevronDownRegular />}
            iconPosition="after"
            aria-expanded={tocOpen}
            aria-controls="guide-contents"
            onClick={() => setTocOpen((open) => !open)}
          >
            {t('guide.contents')}
          </Button>
          <ul id="guide-contents" className={mergeClasses(styles.tocList, tocOpen && styles.tocListOpen)}>
            {contents.map((entry) => {
              const isCurrent = entry.slug === current?.slug && !results;
              return (
                <li key={entry.slug}>
                  <Link
                    href={`?doc=${entry.slug}`}
                    className={mergeClasses(styles.tocLink, isCurrent && styles.tocCurrent)}
                    aria-current={isCurrent ? 'page' : undefined}
                    onClick={(event) => {
                      event.preventDefault();
                      openDocument(entry.slug);
                    }}
                  >
                    {entry.title}
                  </Link>
                  {isCurrent && entry.toc.length > 0 && (
                    <ul className={styles.tocSub} aria-label={t('guide.onThisPage')}>
                      {entry.toc.map((heading) => (
                        <li key={heading.id} className={heading.depth === 3 ? styles.depth3 : undefined}>
                          <Link
                            href={`?doc=${entry.slug}#${heading.id}`}
                            className={mergeClasses(styles.tocLink, styles.tocSubLink)}
                            onClick={(event) => {
                              event.preventDefault();
                              setTocOpen(false);
                              navigate({ search: `?doc=${entry.slug}`, hash: heading.id }, { replace: true });
                              document.getElementById(heading.id)?.scrollIntoView?.({ block: 'start' });
                            }}
                          >
                            {heading.text}
                          </Link>
                        </li>
                      ))}
                    </ul>
                  )}
                </li>
              );
            })}
          </ul>
        </nav>

        <article className={styles.article} aria-live={results ? 'polite' : undefined}>
          {results ? (
            <GuideSearchResults query={searchText} results={results} onOpen={(slug) => openDocument(slug)} />
          ) : current ? (
            <>
              <h2 ref={titleRef} tabIndex={-1} className={styles.articleTitle}>
                {current.title}
              </h2>
              {current.description && <Subtitle2 className={styles.description}>{current.description}</Subtitle2>}
              <GuideHtml html={current.html} onGuideLink={openDocument} />
              <nav className={styles.pager} aria-label={t('guide.pager')}>
                {previous && (
                  <Button
                    className={styles.pagerButton}
                    appearance="subtle"
                    icon={<ArrowLeftRegular />}
                    aria-label={`${t('guide.previous')}: ${previous.title}`}
                    onClick={() => openDocument(previous.slug)}
                  >
                    <span className={styles.pagerLabel}>
                      <Text size={200}>{t('guide.previous')}</Text> <Text weight="semibold">{previous.title}</Text>
                    </span>
                  </Button>
                )}
                {next && (
                  <Button
                    className={mergeClasses(styles.pagerButton, styles.pagerNext)}
                    appearance="subtle"
                    icon={<ArrowRightRegular />}
                    iconPosition="after"
                    aria-label={`${t('guide.next')}: ${next.title}`}
                    onClick={() => openDocument(next.slug)}
                  >
                    <span className={styles.pagerLabel}>
                      <Text size={200}>{t('guide.next')}</Text> <Text weight="semibold">{next.title}</Text>
                    </span>
                  </Button>
                )}
              </nav>
            </>
          ) : (
            <MessageBar intent="warning">
              <MessageBarBody>{contents.length ? t('guide.notFound') : t('guide.empty')}</MessageBarBody>
              {contents[0] && (
                <MessageBarActions>
                  <Button onClick={() => openDocument(contents[0]!.slug)}>{t('guide.backToContents')}</Button>
                </MessageBarActions>
              )}
            </MessageBar>
          )}
        </article>
      </div>
    </section>
  );
}
