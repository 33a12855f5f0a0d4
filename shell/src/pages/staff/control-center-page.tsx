import {
  Badge,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Title2,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { REMOTE_NAMES } from '@helpdesk/shared';
import { remoteEntry, remoteStatesAtom } from '../../federation/remote-registry.ts';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalL },
  entry: { wordBreak: 'break-all', fontFamily: tokens.fontFamilyMonospace, fontSize: tokens.fontSizeBase200 },
});

const INTENT = { idle: 'informative', loading: 'warning', loaded: 'success', failed: 'danger' } as const;

/** Admin control centre: which build of each remote is running and whether it loaded. */
export default function ControlCenterPage() {
  const styles = useStyles();
  const { t } = useTranslation();
  const states = useAtomValue(remoteStatesAtom);
  return (
    <section className={styles.root}>
      <Title2 as="h1">{t('pages.controlCenter')}</Title2>
      <Table aria-label={t('controlCenter.remotes')} data-testid="remote-table">
        <TableHeader>
          <TableRow>
            <TableHeaderCell>{t('controlCenter.remote')}</TableHeaderCell>
            <TableHeaderCell>{t('controlCenter.status')}</TableHeaderCell>
            <TableHeaderCell>{t('controlCenter.version')}</TableHeaderCell>
            <TableHeaderCell>{t('controlCenter.entry')}</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {REMOTE_NAMES.map((remote) => {
            const state = states[remote] ?? { status: 'idle' as const };
            return (
              <TableRow key={remote} data-remote={remote}>
                <TableCell>{t(`remote.names.${remote}`)}</TableCell>
                <TableCell>
                  <Badge appearance="tint" color={INTENT[state.status]}>
                    {t(`controlCenter.states.${state.status}`)}
                  </Badge>
                </TableCell>
                <TableCell>{state.status === 'loaded' ? state.version : '—'}</TableCell>
                <TableCell className={styles.entry}>{remoteEntry(remote) ?? '—'}</TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </section>
  );
}
