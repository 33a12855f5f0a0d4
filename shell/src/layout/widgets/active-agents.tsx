import { AvatarGroup, AvatarGroupItem, AvatarGroupPopover, partitionAvatarGroupItems, Tooltip } from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { activeAgentsQuery, type ActiveAgent } from '../api/layout-queries.ts';

function Group({ agents, label, dim }: { agents: ActiveAgent[]; label: string; dim?: boolean }) {
  const { inlineItems, overflowItems } = partitionAvatarGroupItems({ items: agents, maxInlineItems: 4 });
  if (agents.length === 0) return null;
  return (
    <Tooltip content={label} relationship="description">
      {/* The older group is smaller, not faded: faded initials fall below the contrast minimum (WCAG 1.4.3). */}
      <AvatarGroup size={dim ? 24 : 28} aria-label={label}>
        {inlineItems.map((agent) => (
          <AvatarGroupItem key={agent.id} name={`${agent.firstname} ${agent.lastname}`} color="neutral" />
        ))}
        {overflowItems && (
          <AvatarGroupPopover>
            {overflowItems.map((agent) => (
              <AvatarGroupItem key={agent.id} name={`${agent.firstname} ${agent.lastname}`} color="neutral" />
            ))}
          </AvatarGroupPopover>
        )}
      </AvatarGroup>
    </Tooltip>
  );
}

/** Badges of agents active within 5 and within 15 minutes, polled every 10 s (spec §2, §9). */
export function ActiveAgents() {
  const { t } = useTranslation();
  const { data } = useQuery(activeAgentsQuery);
  if (!data) return null;
  return (
    <div style={{ display: 'flex', gap: 8, alignItems: 'center' }} data-testid="active-agents">
      <Group agents={data.active_in_5_minutes} label={t('layout.activeWithin', { minutes: 5 })} />
      <Group agents={data.active_in_15_minutes} label={t('layout.activeWithin', { minutes: 15 })} dim />
    </div>
  );
}
