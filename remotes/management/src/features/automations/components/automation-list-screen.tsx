/**
 * `/admin/automations`: the rules in the order they run — each one's name, when it runs, an on/off switch, and buttons
 * that move it up or down (keyboard reachable, named for their rule), edit and delete.
 */
import { useMemo } from 'react';
import { Button, makeStyles, Switch, Text, tokens } from '@fluentui/react-components';
import { AddRegular, ArrowDownRegular, ArrowUpRegular } from '@fluentui/react-icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { paths, toast } from '@helpdesk/shared';
import { LIGHT, LightCards, LightTable, ListFrame, useLightRowActions, type LightColumn } from '@helpdesk/shared/remote';
import type { AutomationRule } from '@helpdesk/shared/resources';
import { automationListQuery, useDeleteAutomation, useReorderAutomations, useSwitchAutomation } from '../api/automations-api.ts';

const rowProps = () => ({ 'data-testid': 'automation-row' });
const cardProps = () => ({ 'data-testid': 'automation-row' });
const noPages = { onPage: () => undefined };

const useStyles = makeStyles({
  order: { display: 'flex', alignItems: 'center', columnGap: tokens.spacingHorizontalXS },
  cardBar: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: tokens.spacingHorizontalS },
  intro: { color: tokens.colorNeutralForeground3 },
});

export function AutomationListScreen() {
  const styles = useStyles();
  const { t } = useTranslation('management');
  const navigate = useNavigate();
  const list = useQuery(automationListQuery);
  const rules = list.data?.data ?? [];
  const deletion = useDeleteAutomation();
  const switching = useSwitchAutomation();
  const reorder = useReorderAutomations();
  const light = useLightRowActions();
  const texts = useMemo(() => ({ edit: t('automations.edit'), delete: t('automations.delete') }), [t]);
  const remove = async (id: number) => toast.success((await deletion.mutateAsync(id)).message);
  const turn = async (rule: AutomationRule, active: boolean) =>
    toast.success((await switching.mutateAsync({ id: rule.id, active })).message);
  const move = async (index: number, by: -1 | 1) => {
    const ids = rules.map((r) => r.id);
    const [moved] = ids.splice(index, 1);
    ids.splice(index + by, 0, moved!);
    toast.success((await reorder.mutateAsync(ids)).message);
  };
  const busy = reorder.isPending || switching.isPending;
  const column = (c: 'position' | 'name' | 'trigger' | 'active') => t(`automations.columns.${c}`);
  const orderCell = (rule: AutomationRule) => {
    const index = rules.findIndex((r) => r.id === rule.id);
    return (
      <span className={styles.order}>
        {index + 1}
        <Button
          appearance="subtle"
          size="small"
          icon={<ArrowUpRegular />}
          aria-label={t('automations.moveUp', { name: rule.name })}
          disabled={busy || index === 0}
          onClick={() => void move(index, -1)}
        />
        <Button
          appearance="subtle"
          size="small"
          icon={<ArrowDownRegular />}
          aria-label={t('automations.moveDown', { name: rule.name })}
          disabled={busy || index === rules.length - 1}
          onClick={() => void move(index, 1)}
        />
      </span>
    );
  };
  const whenText = (rule: AutomationRule) =>
    rule.trigger === 'scheduled'
      ? `${t('automations.triggers.scheduled')}, ${t('automations.everyMinutes', { n: rule.every_minutes })}`
      : t(`automations.triggers.${rule.trigger}`);
  const switchCell = (rule: AutomationRule) => (
    <Switch
      checked={rule.active}
      disabled={busy}
      aria-label={t('automations.activeSwitch', { name: rule.name })}
      onChange={(_event, data) => void turn(rule, data.checked)}
    />
  );
  const actionsCell = (rule: AutomationRule) =>
    light.actions({
      deleted: false,
      texts: { ...texts, restore: '', deleteTitle: t('automations.deleteTitle', { name: rule.name }), deleteBody: '' },
      onEdit: () => void navigate(paths.staff.automation.edit(rule.id)),
      onDelete: () => remove(rule.id),
      onRestore: () => undefined,
    });
  const columns: LightColumn<AutomationRule>[] = [
    { id: 'position', header: column('position'), cell: orderCell },
    { id: 'name', header: column('name'), cell: (rule, kit) => kit.link(paths.staff.automation.edit(rule.id), rule.name) },
    { id: 'trigger', header: column('trigger'), cell: whenText },
    { id: 'active', header: column('active'), cell: switchCell },
    { id: 'row-actions', header: t('automations.rowActions'), cell: actionsCell },
  ];
  return (
    <ListFrame
      remote="management"
      name="automations"
      title={t('screens.automationList')}
      query={list}
      empty={{ text: t('automations.empty') }}
      summary={<Text className={styles.intro}>{t('automations.intro')}</Text>}
      actions={
        <Button appearance="primary" icon={<AddRegular />} onClick={() => void navigate(paths.staff.automation.create())}>
          {t('automations.add')}
        </Button>
      }
      pagination={noPages}
      table={(rows) => (
        <LightTable
          rows={rows}
          columns={columns}
          rowKey={(rule) => rule.id}
          label={t('screens.automationList')}
          data-testid="automation-table"
          rowProps={rowProps}
        />
      )}
      cards={(rows) => (
        <LightCards
          rows={rows}
          rowKey={(rule) => rule.id}
          label={t('screens.automationList')}
          cardProps={cardProps}
          card={(rule, kit) => (
            <>
              <div className={LIGHT.cardTitle}>{kit.link(paths.staff.automation.edit(rule.id), rule.name)}</div>
              <div className={LIGHT.caption}>{whenText(rule)}</div>
              <div className={styles.cardBar}>
                {orderCell(rule)}
                {switchCell(rule)}
                {actionsCell(rule)}
              </div>
            </>
          )}
        />
      )}
      children={light.dialog}
    />
  );
}
