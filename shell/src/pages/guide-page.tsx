import { useMatch } from 'react-router-dom';
import { GuideView } from '../guide/components/guide-view.tsx';

/** /guide (client layout) and /admin/guide (staff layout): the guide written for that side. */
export function GuidePage() {
  const staff = useMatch('/admin/*') !== null;
  return <GuideView audience={staff ? 'agent' : 'client'} />;
}
