/**
 * The global search's results page (`/admin/search?q=`, issue 36 item 5), the top bar's "see all": every group's
 * first hits with its total, or one group (`type=`) paged. A shell page, like the profile and the guide: it spans the
 * records of every remote.
 */
import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { Button, Caption1, Input, makeStyles, Subtitle2, Tab, TabList, Text, Title2, tokens } from '@fluentui/react-components';
import { SearchRegular } from '@fluentui/react-icons/svg/search';
import { useTranslation } from 'react-i18next';
import { paths, SEARCH_MIN_LENGTH } from '@helpdesk/shared';
import { SEARCH_TYPES, type SearchType } from '@helpdesk/shared/enums';
import type { SearchHit } from '@helpdesk/shared/resources';
import { ListEmpty, ListError, ListSkeleton, PaginationBar } from '@helpdesk/shared/ui';
import { hitPath, searchable, searchPageQuery, searchQuery } from './search-api.ts';
import { hitCompany, totalLabel } from '../../layout/widgets/global-search-total.ts';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalL, maxWidth: '960px' },
  form: { display: 'flex', columnGap: tokens.spacingHorizontalS, flexWrap: 'wrap', rowGap: tokens.spacingVerticalS },
  input: { flexGrow: 1, minWidth: '0', maxWidth: '480px' },
  tabs: { overflowX: 'auto' },
  group: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalXS },
  groupHead: { display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', columnGap: tokens.spacingHorizontalM },
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column' },
  hit: {
    display: 'flex',
    flexDirection: 'column',
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground1,
    textDecorationLine: 'none',
    color: tokens.colorNeutralForeground1,
    overflowWrap: 'anywhere',
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover },
  },
  title: { color: tokens.colorBrandForeground1, fontWeight: tokens.fontWeightSemibold },
  detail: { color: tokens.colorNeutralForeground3 },
});

const isType = (value: string | null): value is SearchType => (SEARCH_TYPES as readonly (string | null)[]).includes(value);

function HitList({ hits }: { hits: SearchHit[] }) {
  const styles = useStyles();
  const { t } = useTranslation();
  return (
    <ul className={styles.list}>
      {hits.map((hit) => (
        <li key={`${hit.type}-${hit.id}`}>
          <Link to={hitPath(hit)} className={styles.hit}>
            <Text className={styles.title}>{hit.title}</Text>
            <Caption1 className={styles.detail}>
              {[hit.detail, hitCompany(hit, t('globalSearch.agent'))].filter(Boolean).join(' · ')}
            </Caption1>
          </Link>
        </li>
      ))}
    </ul>
  );
}

function Grouped({ q, onType }: { q: string; onType: (type: SearchType) => void }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const result = useQuery(searchQuery(q));
  if (result.isPending) return <ListSkeleton rows={6} label={t('globalSearch.searching')} />;
  if (result.isError)
    return <ListError onRetry={() => void result.refetch()} retrying={result.isFetching} text={t('globalSearch.error')} />;
  const groups = result.data.groups.filter((g) => g.total > 0);
  if (groups.length === 0) return <ListEmpty text={t('globalSearch.empty')} />;
  return (
    <>
      {groups.map((group) => (
        <section key={group.type} className={styles.group} aria-labelledby={`search-group-${group.type}`}>
          <div className={styles.groupHead}>
            <Subtitle2 id={`search-group-${group.type}`}>
              {t(`globalSearch.groups.${group.type}`)} ({totalLabel(group.total)})
            </Subtitle2>
            {group.total > group.hits.length && (
              <Button appearance="transparent" onClick={() => onType(group.type)}>
                {t('globalSearch.page.seeGroup', { group: t(`globalSearch.groups.${group.type}`) })}
              </Button>
            )}
          </div>
          <HitList hits={group.hits} />
        </section>
      ))}
    </>
  );
}

function OneGroup({ q, type, page, onPage }: { q: string; type: SearchType; page: number; onPage: (page: number) => void }) {
  const { t } = useTranslation();
  const result = useQuery(searchPageQuery(q, type, page));
  if (result.isPending) return <ListSkeleton rows={8} label={t('globalSearch.searching')} />;
  if (result.isError)
    return <ListError onRetry={() => void result.refetch()} retrying={result.isFetching} text={t('globalSearch.error')} />;
  if (result.data.data.length === 0) return <ListEmpty text={t('globalSearch.empty')} />;
  return (
    <>
      <HitList hits={result.data.data} />
      <PaginationBar meta={result.data.meta} onPage={onPage} />
    </>
  );
}

export function SearchPage() {
  const styles = useStyles();
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const q = params.get('q')?.trim() ?? '';
  const typeParam = params.get('type');
  const type = isType(typeParam) ? typeParam : null;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [text, setText] = useState(q);
  const go = (next: { q?: string; type?: SearchType | null; page?: number }) => {
    const nextType = next.type === undefined ? type : next.type;
    const url = new URL(paths.staff.search(next.q ?? q, nextType ?? undefined), window.location.origin);
    if (next.page && next.page > 1) url.searchParams.set('page', String(next.page));
    setParams(url.searchParams);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    go({ q: text.trim(), page: 1 });
  };

  return (
    <div className={styles.root}>
      <Title2 as="h1">{q ? t('globalSearch.page.heading', { q }) : t('globalSearch.page.title')}</Title2>
      <form className={styles.form} onSubmit={submit} role="search">
        <Input
          className={styles.input}
          type="search"
          value={text}
          onChange={(_, data) => setText(data.value)}
          contentBefore={<SearchRegular />}
          aria-label={t('globalSearch.label')}
          placeholder={t('globalSearch.placeholder')}
        />
        <Button type="submit" appearance="primary">
          {t('globalSearch.page.search')}
        </Button>
      </form>
      {!searchable(q) ? (
        <Text>{t('globalSearch.tooShort', { min: SEARCH_MIN_LENGTH })}</Text>
      ) : (
        <>
          <TabList
            className={styles.tabs}
            selectedValue={type ?? 'all'}
            onTabSelect={(_, data) => go({ type: data.value === 'all' ? null : (data.value as SearchType), page: 1 })}
          >
            <Tab value="all">{t('globalSearch.page.all')}</Tab>
            {SEARCH_TYPES.map((name) => (
              <Tab key={name} value={name}>
                {t(`globalSearch.groups.${name}`)}
              </Tab>
            ))}
          </TabList>
          {type ? (
            <OneGroup q={q} type={type} page={page} onPage={(next) => go({ page: next })} />
          ) : (
            <Grouped q={q} onType={(next) => go({ type: next, page: 1 })} />
          )}
        </>
      )}
    </div>
  );
}
