/**
 * /utility/404, /utility/500, /utility/comingsoon, /utility/faqs, /utility/maintenance: full-page notices
 * outside the layouts. The FAQ and the maintenance page's contact details come from the guide, so they are
 * written once (shell/guide/<lang>/13-faq.md and 00-contact.md).
 */
import { paths } from '@helpdesk/shared';
import { useMemo, type ReactElement } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { Body1, Button, Card, Spinner, Title1, Title2, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowClockwiseRegular } from '@fluentui/react-icons/svg/arrow-clockwise';
import { ArrowLeftRegular } from '@fluentui/react-icons/svg/arrow-left';
import { ChatHelpRegular } from '@fluentui/react-icons/svg/chat-help';
import { ClockRegular } from '@fluentui/react-icons/svg/clock';
import { HomeRegular } from '@fluentui/react-icons/svg/home';
import { QuestionCircleRegular } from '@fluentui/react-icons/svg/question-circle';
import { SearchRegular } from '@fluentui/react-icons/svg/search';
import { WrenchRegular } from '@fluentui/react-icons/svg/wrench';
import { ErrorCircleRegular } from '@fluentui/react-icons/svg/error-circle';
import { useTranslation } from 'react-i18next';
import { NotFound } from '../not-found.tsx';
import { StandalonePage } from '../../guide/components/standalone-page.tsx';
import { GuideHtml } from '../../guide/components/guide-html.tsx';
import { useGuideDocuments } from '../../guide/guide-api.ts';
import { queryGuide } from '../../guide/guide-query.ts';
import { useGuideLanguage } from '../../guide/use-guide-language.ts';

export const UTILITY_PAGES = ['404', '500', 'comingsoon', 'faqs', 'maintenance'] as const;
export type UtilityPageName = (typeof UTILITY_PAGES)[number];

const FAQ_DOCUMENT = 'faq';
const CONTACT_DOCUMENT = 'contact';

const useStyles = makeStyles({
  notice: { display: 'flex', flexDirection: 'column', alignItems: 'center', textAlign: 'center', rowGap: tokens.spacingVerticalM },
  icon: { fontSize: '64px', color: tokens.colorBrandForeground1 },
  code: { color: tokens.colorNeutralForeground3 },
  text: { maxWidth: '60ch' },
  actions: { display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: tokens.spacingHorizontalS },
  card: { padding: tokens.spacingHorizontalXL, textAlign: 'left' },
});

/** One guide document by slug in the interface language, or null while loading / when missing. */
function useGuideDocument(slug: string) {
  const lang = useGuideLanguage();
  const { documents, isPending } = useGuideDocuments();
  const document = useMemo(() => (documents ? queryGuide(documents).where({ lang, slug }).fetch()[0] : undefined), [documents, lang, slug]);
  return { document, isPending };
}

function GuideCard({ slug }: { slug: string }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { document, isPending } = useGuideDocument(slug);
  if (isPending) return <Spinner label={t('loading')} />;
  if (!document) return null;
  return (
    <Card className={styles.card}>
      <GuideHtml html={document.html} onGuideLink={(doc) => navigate(paths.help(doc))} />
    </Card>
  );
}

interface NoticeProps {
  icon: ReactElement;
  code?: string;
  title: string;
  text: string;
  actions: ReactElement;
  children?: ReactElement;
}

function Notice({ icon, code, title, text, actions, children }: NoticeProps) {
  const styles = useStyles();
  return (
    <StandalonePage>
      <section className={styles.notice}>
        <span className={styles.icon} aria-hidden>
          {icon}
        </span>
        {code && <Title1 className={styles.code}>{code}</Title1>}
        <Title2 as="h1">{title}</Title2>
        <Body1 as="p" className={styles.text}>
          {text}
        </Body1>
        <div className={styles.actions}>{actions}</div>
      </section>
      {children}
    </StandalonePage>
  );
}

export function UtilityPage() {
  const { page } = useParams();
  const { t } = useTranslation();
  const navigate = useNavigate();
  if (!UTILITY_PAGES.includes(page as UtilityPageName)) return <NotFound />;

  const home = (
    <Button appearance="primary" icon={<HomeRegular />} onClick={() => navigate(paths.home())}>
      {t('utility.home')}
    </Button>
  );
  const help = (
    <Button icon={<ChatHelpRegular />} onClick={() => navigate(paths.help())}>
      {t('utility.help')}
    </Button>
  );
  const reload = (
    <Button appearance="primary" icon={<ArrowClockwiseRegular />} onClick={() => window.location.reload()}>
      {t('utility.reload')}
    </Button>
  );

  switch (page as UtilityPageName) {
    case '404':
      return (
        <Notice
          icon={<SearchRegular />}
          code="404"
          title={t('errors.notFoundPage')}
          text={t('utility.notFoundText')}
          actions={
            <>
              {home}
              {help}
            </>
          }
        />
      );
    case '500':
      return (
        <Notice
          icon={<ErrorCircleRegular />}
          code="500"
          title={t('utility.serverErrorTitle')}
          text={t('utility.serverErrorText')}
          actions={
            <>
              {reload}
              {help}
            </>
          }
        />
      );
    case 'comingsoon':
      return (
        <Notice
          icon={<ClockRegular />}
          title={t('utility.comingSoonTitle')}
          text={t('utility.comingSoonText')}
          actions={
            <>
              <Button icon={<ArrowLeftRegular />} onClick={() => navigate(-1)}>
                {t('utility.back')}
              </Button>
              {home}
            </>
          }
        />
      );
    case 'faqs':
      return (
        <Notice icon={<QuestionCircleRegular />} title={t('utility.faqsTitle')} text={t('utility.faqsText')} actions={help}>
          <GuideCard slug={FAQ_DOCUMENT} />
        </Notice>
      );
    case 'maintenance':
      return (
        <Notice
          icon={<WrenchRegular />}
          title={t('utility.maintenanceTitle')}
          text={`${t('utility.maintenanceText')} ${t('utility.maintenanceUrgent')}`}
          actions={reload}
        >
          <GuideCard slug={CONTACT_DOCUMENT} />
        </Notice>
      );
  }
}
