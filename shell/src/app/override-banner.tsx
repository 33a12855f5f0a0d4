import { Button, MessageBar, MessageBarActions, MessageBarBody, MessageBarTitle } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { clearOverride, type OverrideDecision } from '../federation/local-override.ts';

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
        <MessageBar key={`a-${remote}`} intent="warning" data-remote={remote}>
          <MessageBarBody>
            <MessageBarTitle>{t('override.activeTitle', { remote })}</MessageBarTitle>
            {t('override.active', { url })}
          </MessageBarBody>
          <MessageBarActions>
            <Button size="small" onClick={() => reset(remote)}>
              {t('override.reset')}
            </Button>
          </MessageBarActions>
        </MessageBar>
      ))}
      {decision.refused.map(({ remote, url, reason }) => (
        <MessageBar key={`r-${remote}`} intent="error" data-remote={remote} data-refused="true">
          <MessageBarBody>
            <MessageBarTitle>{t('override.refusedTitle', { remote })}</MessageBarTitle>
            {t(`override.reasons.${reason}`, { url })}
          </MessageBarBody>
          <MessageBarActions>
            <Button size="small" onClick={() => reset(remote)}>
              {t('override.remove')}
            </Button>
          </MessageBarActions>
        </MessageBar>
      ))}
    </div>
  );
}
