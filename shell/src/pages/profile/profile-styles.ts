import { makeStyles, tokens } from '@fluentui/react-components';

export const useProfileStyles = makeStyles({
  card: { padding: tokens.spacingHorizontalXL, maxWidth: '720px', rowGap: tokens.spacingVerticalM },
  form: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalM },
  row: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))',
    alignItems: 'start',
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalM,
  },
  actions: { display: 'flex', columnGap: tokens.spacingHorizontalM, alignItems: 'center' },
});
