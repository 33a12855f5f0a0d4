/**
 * `/admin/asset/create` and `/admin/asset/edit/:id`: every field of a device, its software and display rows, validated
 * by the server's schema (which refuses passwords in the account, licence key and software rows — the form says so
 * beside them); on the edit page the device's tickets, and delete or restore.
 */
import { Badge, Button, MessageBar, MessageBarBody, Subtitle2, Text, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular, DeleteRegular } from '@fluentui/react-icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useFieldArray, useWatch } from 'react-hook-form';
import { companyChoicesQuery, companyPeopleQuery, paths, toast } from '@helpdesk/shared';
import { ScreenFrame, useEditForm } from '@helpdesk/shared/remote';
import type { DeviceDetail } from '@helpdesk/shared/resources';
import { DEVICE_STATES, DEVICE_TYPES, deviceFormSchema, type DeviceFormInput } from '@helpdesk/shared/schemas';
import { ConfirmDialog, SelectField, TextField, TextareaField } from '@helpdesk/shared/ui';
import '../i18n/register.ts';
import { deviceQuery, useDeviceTrash, useSaveDevice } from '../api/devices.ts';

const useStyles = makeStyles({
  root: { maxWidth: '960px' },
  form: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalM },
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))',
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalS,
  },
  fieldset: {
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    margin: 0,
    padding: tokens.spacingVerticalS,
    display: 'flex',
    flexDirection: 'column',
    rowGap: tokens.spacingVerticalS,
  },
  row: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr)) auto',
    columnGap: tokens.spacingHorizontalS,
    alignItems: 'end',
  },
  actions: { display: 'flex', flexWrap: 'wrap', columnGap: tokens.spacingHorizontalM, rowGap: tokens.spacingVerticalS },
  tickets: { margin: 0, paddingLeft: tokens.spacingHorizontalL },
});

const EMPTY: DeviceFormInput = {
  company_id: null,
  owner_id: null,
  type: 'other',
  vendor: '',
  model: '',
  service_tag: '',
  inventory_number: '',
  serial: '',
  ip: '',
  description: '',
  location: '',
  state: 'ok',
  os: '',
  account: '',
  licence_key: '',
  office: '',
  antivirus: '',
  software: [],
  displays: [],
};

const toForm = (d: DeviceDetail): DeviceFormInput => ({
  company_id: d.company.id,
  owner_id: d.owner?.id ?? null,
  type: d.type,
  vendor: d.vendor ?? '',
  model: d.model ?? '',
  service_tag: d.service_tag ?? '',
  inventory_number: d.inventory_number ?? '',
  serial: d.serial ?? '',
  ip: d.ip ?? '',
  description: d.description ?? '',
  location: d.location ?? '',
  state: d.state,
  os: d.os ?? '',
  account: d.account ?? '',
  licence_key: d.licence_key ?? '',
  office: d.office ?? '',
  antivirus: d.antivirus ?? '',
  software: d.software,
  displays: d.displays,
});

export function DeviceFormScreen() {
  const { t } = useTranslation('management');
  const styles = useStyles();
  const navigate = useNavigate();
  const { id: rawId } = useParams();
  const id = rawId ? Number(rawId) : null;
  const existing = useQuery({ ...deviceQuery(id ?? 0), enabled: id !== null });
  const companies = useQuery(companyChoicesQuery).data ?? [];
  const save = useSaveDevice(id);
  const trash = useDeviceTrash();
  const { form, submit } = useEditForm({
    schema: deviceFormSchema,
    empty: EMPTY,
    record: existing.data,
    toForm,
    save: (values) => save.mutateAsync(values),
    next: () => paths.staff.asset.list(),
  });
  const software = useFieldArray({ control: form.control, name: 'software' });
  const displays = useFieldArray({ control: form.control, name: 'displays' });
  const companyId = Number(useWatch({ control: form.control, name: 'company_id' })) || 0;
  const people = useQuery({ ...companyPeopleQuery(companyId), enabled: companyId > 0 });

  const act = async (restore: boolean) => {
    if (!id) return;
    toast.success((await trash.mutateAsync({ id, restore })).message);
    if (!restore) await navigate(paths.staff.asset.list());
  };

  const title = id ? t('screens.assetEdit') : t('screens.assetCreate');
  const device = existing.data;
  const warning = (
    <MessageBar intent="warning" data-testid="credentials-warning">
      <MessageBarBody>{t('devices.credentialsWarning')}</MessageBarBody>
    </MessageBar>
  );
  const text = (
    name: 'vendor' | 'model' | 'service_tag' | 'inventory_number' | 'serial' | 'ip' | 'location' | 'os' | 'office' | 'antivirus',
  ) => <TextField control={form.control} name={name} label={t(`devices.fields.${name}`)} autoComplete="off" />;

  return (
    <ScreenFrame
      remote="management"
      name="device-form"
      title={title}
      className={styles.root}
      query={id !== null ? existing : undefined}
      errorText={t('devices.notFound')}
      loadingRows={8}
    >
      {device?.deleted_at && (
        <MessageBar intent="error">
          <MessageBarBody>
            <Badge appearance="tint" color="danger">
              {t('devices.deleted')}
            </Badge>{' '}
            <Button size="small" onClick={() => void act(true)}>
              {t('devices.restore')}
            </Button>
          </MessageBarBody>
        </MessageBar>
      )}
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate aria-label={title}>
        <div className={styles.grid}>
          <SelectField
            control={form.control}
            name="company_id"
            label={t('devices.fields.company_id')}
            required
            choices={companies.map((c) => ({ value: c.id, label: `${c.tag} — ${c.short_name}` }))}
            onPicked={() => form.setValue('owner_id', null)}
          />
          <SelectField
            control={form.control}
            name="owner_id"
            label={t('devices.fields.owner_id')}
            emptyLabel={companyId ? t('devices.noOwner') : t('devices.pickCompanyFirst')}
            choices={(people.data ?? []).map((p) => ({ value: p.id, label: `${p.name} (${p.email})` }))}
            disabled={!companyId}
          />
          <SelectField
            control={form.control}
            name="type"
            label={t('devices.fields.type')}
            required
            choices={DEVICE_TYPES.map((v) => ({ value: v, label: t(`devices.types.${v}`) }))}
          />
          <SelectField
            control={form.control}
            name="state"
            label={t('devices.fields.state')}
            required
            choices={DEVICE_STATES.map((v) => ({ value: v, label: t(`devices.states.${v}`) }))}
          />
          {text('vendor')}
          {text('model')}
          {text('service_tag')}
          {text('inventory_number')}
          {text('serial')}
          {text('ip')}
          {text('location')}
          {text('os')}
          {text('office')}
          {text('antivirus')}
        </div>
        {warning}
        <div className={styles.grid}>
          <TextField control={form.control} name="account" label={t('devices.fields.account')} autoComplete="off" />
          <TextField control={form.control} name="licence_key" label={t('devices.fields.licence_key')} autoComplete="off" />
        </div>
        <TextareaField control={form.control} name="description" label={t('devices.fields.description')} rows={4} />

        <fieldset className={styles.fieldset} data-testid="device-software">
          <legend>{t('devices.software.title')}</legend>
          {warning}
          {software.fields.length === 0 && <Text>{t('devices.software.none')}</Text>}
          {software.fields.map((row, index) => (
            <div key={row.id} className={styles.row} data-testid="software-row">
              <TextField
                control={form.control}
                name={`software.${index}.name`}
                label={t('devices.software.name')}
                required
                autoComplete="off"
              />
              <TextField
                control={form.control}
                name={`software.${index}.account`}
                label={t('devices.software.account')}
                autoComplete="off"
              />
              <TextField control={form.control} name={`software.${index}.key`} label={t('devices.software.key')} autoComplete="off" />
              <Button
                appearance="subtle"
                icon={<DeleteRegular />}
                aria-label={t('devices.software.remove', { n: index + 1 })}
                onClick={() => software.remove(index)}
              />
            </div>
          ))}
          <div>
            <Button icon={<AddRegular />} onClick={() => software.append({ name: '', account: '', key: '' })}>
              {t('devices.software.add')}
            </Button>
          </div>
        </fieldset>

        <fieldset className={styles.fieldset} data-testid="device-displays">
          <legend>{t('devices.displays.title')}</legend>
          {displays.fields.length === 0 && <Text>{t('devices.displays.none')}</Text>}
          {displays.fields.map((row, index) => (
            <div key={row.id} className={styles.row} data-testid="display-row">
              <TextField
                control={form.control}
                name={`displays.${index}.size`}
                label={t('devices.displays.size')}
                required
                autoComplete="off"
              />
              <TextField control={form.control} name={`displays.${index}.vendor`} label={t('devices.displays.vendor')} autoComplete="off" />
              <Button
                appearance="subtle"
                icon={<DeleteRegular />}
                aria-label={t('devices.displays.remove', { n: index + 1 })}
                onClick={() => displays.remove(index)}
              />
            </div>
          ))}
          <div>
            <Button icon={<AddRegular />} onClick={() => displays.append({ size: '', vendor: '' })}>
              {t('devices.displays.add')}
            </Button>
          </div>
        </fieldset>

        {form.formState.errors.root?.server?.message && <Text role="alert">{form.formState.errors.root.server.message}</Text>}
        <div className={styles.actions}>
          <Button appearance="primary" type="submit" disabled={form.formState.isSubmitting}>
            {t('devices.save')}
          </Button>
          <Button onClick={() => void navigate(paths.staff.asset.list())}>{t('devices.back')}</Button>
          {device && !device.deleted_at && (
            <ConfirmDialog
              trigger={<Button appearance="subtle">{t('devices.delete')}</Button>}
              title={t('devices.deleteTitle', { name: device.name || t('devices.unnamed', { id: device.id }) })}
              body={t('devices.deleteBody')}
              onConfirm={() => act(false)}
            />
          )}
        </div>
      </form>

      {device && (
        <section aria-labelledby="device-tickets" data-testid="device-tickets">
          <Subtitle2 as="h2" id="device-tickets">
            {t('devices.tickets.title')}
          </Subtitle2>
          {device.tickets.length === 0 ? (
            <Text as="p">{t('devices.tickets.none')}</Text>
          ) : (
            <ul className={styles.tickets}>
              {device.tickets.map((ticket) => (
                <li key={ticket.id}>
                  <Link to={paths.staff.ticketShow(ticket.id)}>
                    {ticket.fullid} — {ticket.subject}
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
    </ScreenFrame>
  );
}
