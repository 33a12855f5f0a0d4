import { useTranslation } from 'react-i18next';
import type { GuideDocument } from './guide-document.ts';

/** The guide's language follows the interface; anything else reads the English (fallback) documents. */
export function useGuideLanguage(): GuideDocument['lang'] {
  const { i18n } = useTranslation();
  return i18n.language === 'pl' ? 'pl' : 'en';
}
