/**
 * `/admin/asset`: the CMDB — devices of the companies the agent may see, searched over every identifying field and
 * filtered by company, type and state; active, deleted and all; edit, delete after confirmation, restore; the list
 * as filtered exported to .xlsx or .csv (in the dialect chosen beside it).
 */
import { useMemo } from 'react';
import { Button, Select, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular, ArrowDownloadRegular, ArrowUploadRegular } from '@fluentui/react-icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { companyChoicesQuery, paths, toast } from '@helpdesk/shared';
import {
  LIGHT,
  LightCards,
  LightTable,
  ListFrame,
  ListSearch,
  ListTabs,
  useLightRowActions,
  useListScreen,
  type LightCellKit,
  type LightColumn,
  type RowActionsProps,
} from '@helpdesk/shared/remote';
import type { Device } from '@helpdesk/shared/resources';
import { CsvDialectField, useCsvDialect } from '@helpdesk/shared/ui';
import { DEVICE_LIST_FILTERS, DEVICE_STATES, DEVICE_TYPES, type DeviceState, type DeviceType } from '@helpdesk/shared/schemas';
import '../i18n/register.ts';
import { deviceListQuery, exportUrl, PER_PAGE, useDeviceTrash } from '../api/devices.ts';

const rowProps = () => ({ 'data-testid': 'device-row' });

const useStyles = makeStyles({
  headerActions: { display: 'flex', flexWrap: 'wrap', columnGap: tokens.spacingHorizontalS, rowGap: tokens.spacingVerticalXS },
});

export function DeviceListScreen() {
  const { t } = useTranslation('management');
  const styles = useStyles();
  const navigate = useNavigate();
  const [dialect, setDialect] = useCsvDialect();
  const {
    params,
    list,
    filter: update,
    pagination,
  } = useListScreen({ filter: 'active', company: null, type: '', state: '', search: '', page: 1 }, deviceListQuery, { perPage: PER_PAGE });
  const companies = useQuery(companyChoicesQuery).data ?? [];
  const trash = useDeviceTrash();
  const act = async (id: number, restore: boolean) => toast.success((await trash.mutateAsync({ id, restore })).message);

  const label = (d: Device) => d.name || t('devices.unnamed', { id: d.id });
  // The actions' texts once per render, not per row; the delete title only when asked (the dialog opens).
  const actionTexts = {
    edit: t('devices.edit'),
    delete: t('devices.delete'),
    restore: t('devices.restore'),
    deleteBody: t('devices.deleteBody'),
  };
  const actionProps = (d: Device): RowActionsProps => ({
    deleted: !!d.deleted_at,
    texts: {
      ...actionTexts,
      get deleteTitle() {
        return t('devices.deleteTitle', { name: label(d) });
      },
    },
    onEdit: () => void navigate(paths.staff.asset.edit(d.id)),
    onDelete: () => act(d.id, false),
    onRestore: () => void act(d.id, true),
  });
  const light = useLightRowActions();
  const none = '—';
  // The texts asked once per table (a type's or state's name once per value), not per row.
  const texts = useMemo(() => {
    const types = new Map(DEVICE_TYPES.map((v) => [v, t(`devices.types.${v}`)]));
    const states = new Map(DEVICE_STATES.map((v) => [v, t(`devices.states.${v}`)]));
    return { deleted: t('devices.deleted'), types, states };
  }, [t]);
  const device = (d: Device, kit: LightCellKit) => (
    <>
      {kit.link(paths.staff.asset.edit(d.id), label(d))}
      {d.deleted_at && <> {kit.badge('danger', texts.deleted)}</>}
    </>
  );
  const columns: LightColumn<Device>[] = [
    {
      id: 'device',
      header: t('devices.columns.device'),
      cell: device,
    },
    { id: 'company', header: t('devices.columns.company'), title: (d) => d.company.short_name, cell: (d) => d.company.tag },
    { id: 'owner', header: t('devices.columns.owner'), cell: (d) => d.owner?.name ?? none },
    { id: 'type', header: t('devices.columns.type'), cell: (d) => texts.types.get(d.type) },
    { id: 'serial', header: t('devices.columns.serial'), cell: (d) => d.serial ?? none },
    { id: 'inventory', header: t('devices.columns.inventory'), cell: (d) => d.inventory_number ?? none },
    { id: 'ip', header: t('devices.columns.ip'), cell: (d) => d.ip ?? none },
    { id: 'state', header: t('devices.columns.state'), cell: (d) => texts.states.get(d.state) },
    { id: 'actions', header: t('devices.columns.actions'), cell: (d) => light.actions(actionProps(d)) },
  ];

  return (
    <ListFrame
      remote="management"
      name="device-list"
      title={t('screens.assetList')}
      query={list}
      empty={{ text: t('devices.empty') }}
      tabs={
        <ListTabs
          value={params.filter}
          options={DEVICE_LIST_FILTERS}
          label={(f) => t(`devices.filters.${f}`)}
          onChange={(filter) => update({ filter })}
        />
      }
      search={<ListSearch label={t('devices.search')} value={params.search} onChange={(search) => update({ search })} />}
      filters={
        <>
          <Select
            aria-label={t('devices.columns.company')}
            value={params.company ? String(params.company) : ''}
            onChange={(_, data) => update({ company: data.value ? Number(data.value) : null })}
          >
            <option value="">{t('devices.anyCompany')}</option>
            {companies.map((c) => (
              <option key={c.id} value={c.id}>
                {c.tag} — {c.short_name}
              </option>
            ))}
          </Select>
          <Select
            aria-label={t('devices.columns.type')}
            value={params.type}
            onChange={(_, data) => update({ type: data.value as DeviceType | '' })}
          >
            <option value="">{t('devices.anyType')}</option>
            {DEVICE_TYPES.map((v) => (
              <option key={v} value={v}>
                {t(`devices.types.${v}`)}
              </option>
            ))}
          </Select>
          <Select
            aria-label={t('devices.columns.state')}
            value={params.state}
            onChange={(_, data) => update({ state: data.value as DeviceState | '' })}
          >
            <option value="">{t('devices.anyState')}</option>
            {DEVICE_STATES.map((v) => (
              <option key={v} value={v}>
                {t(`devices.states.${v}`)}
              </option>
            ))}
          </Select>
        </>
      }
      actions={
        <span className={styles.headerActions}>
          <Button as="a" href={exportUrl(params)} download icon={<ArrowDownloadRegular />}>
            {t('devices.export')}
          </Button>
          <Button as="a" href={exportUrl(params, dialect)} download icon={<ArrowDownloadRegular />}>
            {t('devices.exportCsv')}
          </Button>
          <CsvDialectField value={dialect} onChange={setDialect} />
          <Button icon={<ArrowUploadRegular />} onClick={() => void navigate(paths.staff.asset.import())}>
            {t('devices.importLink')}
          </Button>
          <Button appearance="primary" icon={<AddRegular />} onClick={() => void navigate(paths.staff.asset.create())}>
            {t('devices.add')}
          </Button>
        </span>
      }
      pagination={pagination}
      table={(rows) => (
        <LightTable
          rows={rows}
          columns={columns}
          rowKey={(d) => d.id}
          label={t('screens.assetList')}
          data-testid="device-table"
          rowProps={rowProps}
        />
      )}
      children={light.dialog}
      cards={(rows) => (
        <LightCards
          rows={rows}
          rowKey={(d) => d.id}
          label={t('screens.assetList')}
          cardProps={rowProps}
          card={(d, kit) => (
            <>
              <div className={LIGHT.cardTitle}>{device(d, kit)}</div>
              <div>{[d.company.tag, texts.types.get(d.type), texts.states.get(d.state), d.owner?.name].filter(Boolean).join(' · ')}</div>
              <div className={LIGHT.caption}>{[d.serial, d.inventory_number, d.ip].filter(Boolean).join(' · ')}</div>
              {light.actions(actionProps(d))}
            </>
          )}
        />
      )}
    />
  );
}
