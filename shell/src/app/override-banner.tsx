import { Button } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { clearOverride, type OverrideDecision } from '../federation/local-override.ts';
import { Notice } from './notice.tsx';

/** Names every overridden remote (and every refused override) with a reset, so nobody forgets one is active. */
export function OverrideBanner({ decision }: { decision: OverrideDecision }) {
  const { t } = useTranslation();
  const reset = (remote: string) => {
    clearOverride(remote);
    window.location.reload();
  };
  if (decision.applied.length === 0 && decision.refused.length === 0) return null;
  return (
    <div data-testid="override-banner">
      {decision.applied.map(({ remote, url }) => (
        <Notice
          key={`a-${remote}`}
          intent="warning"
          data-remote={remote}
          title={t('override.activeTitle', { remote })}
          actions={
            <Button size="small" onClick={() => reset(remote)}>
              {t('override.reset')}
            </Button>
          }
        >
          {t('override.active', { url })}
        </Notice>
      ))}
      {decision.refused.map(({ remote, url, reason }) => (
        <Notice
          key={`r-${remote}`}
          intent="error"
          data-remote={remote}
          data-refused="true"
          title={t('override.refusedTitle', { remote })}
          actions={
            <Button size="small" onClick={() => reset(remote)}>
              {t('override.remove')}
            </Button>
          }
        >
          {t(`override.reasons.${reason}`, { url })}
        </Notice>
      ))}
    </div>
  );
}
