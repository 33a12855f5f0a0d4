import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ScreenPlaceholder } from '@helpdesk/shared';
import { NotFound } from '../not-found.tsx';
import { SHELL_VERSION } from '../../version.ts';

const UTILITY_PAGES = ['404', '500', 'comingsoon', 'faqs', 'maintenance'] as const;

/** /utility/404, /utility/500, /utility/comingsoon, /utility/faqs, /utility/maintenance. */
export default function UtilityPage() {
  const { page } = useParams();
  const { t } = useTranslation();
  if (page === '404' || !UTILITY_PAGES.includes(page as (typeof UTILITY_PAGES)[number])) return <NotFound />;
  return <ScreenPlaceholder title={t(`pages.utility.${page}`)} remote="shell" version={SHELL_VERSION} />;
}
