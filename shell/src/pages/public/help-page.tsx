/**
 * /help, public (spec §6): how to reach support and the guide's public chapters, readable before login.
 * `?doc=slug` opens that chapter; links between chapters open the linked one.
 */
import { paths } from '@helpdesk/shared';
import { useMemo } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import {
  Accordion,
  AccordionHeader,
  AccordionItem,
  AccordionPanel,
  Body1,
  Button,
  Card,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  Spinner,
  Subtitle1,
  Text,
  Title2,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { StandalonePage } from '../../guide/components/standalone-page.tsx';
import { GuideHtml } from '../../guide/components/guide-html.tsx';
import { useGuideDocuments } from '../../guide/guide-api.ts';
import { queryGuide } from '../../guide/guide-query.ts';
import { useGuideLanguage } from '../../guide/use-guide-language.ts';
import { useCurrentUser } from '../../session/session.ts';

export const CONTACT_DOCUMENT = 'contact';

const useStyles = makeStyles({
  intro: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalS, alignItems: 'flex-start' },
  card: { padding: tokens.spacingHorizontalXL },
  description: { display: 'block', color: tokens.colorNeutralForeground3 },
  headerText: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start' },
});

export function HelpPage() {
  const styles = useStyles();
  const { t } = useTranslation();
  const lang = useGuideLanguage();
  const user = useCurrentUser();
  const { documents, isPending, error, refetch } = useGuideDocuments();
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const open = params.get('doc');
  const areaGuide = user?.data.company_id ? paths.guide : paths.staff.guide;

  const guide = useMemo(() => (documents ? queryGuide(documents).where({ lang, public: true }).sortBy('order') : null), [documents, lang]);
  const contact = guide?.where({ slug: CONTACT_DOCUMENT }).fetch()[0];
  const topics =
    guide
      ?.where({ slug: { $ne: CONTACT_DOCUMENT } })
      .without('text')
      .fetch() ?? [];

  const openTopic = (slug: string | null) => {
    if (slug && slug !== CONTACT_DOCUMENT && !topics.some((topic) => topic.slug === slug)) {
      // A chapter that is not public: the full guide, after logging in if needed.
      const target = (user ? areaGuide : paths.guide)(slug);
      navigate(user ? target : paths.login(target));
      return;
    }
    setParams(slug ? { doc: slug } : {}, { replace: true, preventScrollReset: true });
    if (slug) requestAnimationFrame(() => document.getElementById(`help-${slug}`)?.scrollIntoView?.({ block: 'start' }));
  };

  return (
    <StandalonePage>
      <section className={styles.intro}>
        <Title2 as="h1">{t('help.title')}</Title2>
        <Body1>{t('help.intro')}</Body1>
        {!user && (
          <Button appearance="primary" onClick={() => navigate(paths.login())}>
            {t('help.login')}
          </Button>
        )}
        {user && <RouterLink to={areaGuide()}>{t('guide.title')}</RouterLink>}
      </section>

      {isPending && <Spinner label={t('loading')} />}
      {(error || (!isPending && !guide)) && (
        <MessageBar intent="error">
          <MessageBarBody>{t('guide.loadError')}</MessageBarBody>
          <MessageBarActions>
            <Button onClick={refetch}>{t('actions.retry')}</Button>
          </MessageBarActions>
        </MessageBar>
      )}

      {contact && (
        <Card className={styles.card} aria-labelledby="help-contact-title">
          <Subtitle1 as="h2" id="help-contact-title">
            {contact.title}
          </Subtitle1>
          <GuideHtml html={contact.html} onGuideLink={openTopic} />
        </Card>
      )}

      {topics.length > 0 && (
        <section aria-labelledby="help-topics-title">
          <Subtitle1 as="h2" id="help-topics-title">
            {t('help.topics')}
          </Subtitle1>
          <Accordion
            collapsible
            openItems={open ? [open] : []}
            onToggle={(_event, data) => openTopic(data.openItems.length ? String(data.openItems[data.openItems.length - 1]) : null)}
          >
            {topics.map((topic) => (
              <AccordionItem key={topic.slug} value={topic.slug} id={`help-${topic.slug}`}>
                <AccordionHeader as="h3" size="large">
                  <span className={styles.headerText}>
                    <span>{topic.title}</span>
                    {topic.description && (
                      <Text size={200} className={styles.description}>
                        {topic.description}
                      </Text>
                    )}
                  </span>
                </AccordionHeader>
                <AccordionPanel>
                  <GuideHtml html={topic.html} onGuideLink={openTopic} />
                </AccordionPanel>
              </AccordionItem>
            ))}
          </Accordion>
          <Text as="p" size={200}>
            {t('help.openGuideHint')}
          </Text>
        </section>
      )}
    </StandalonePage>
  );
}
