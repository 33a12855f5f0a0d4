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
  // Wraps on a phone (390 px): two buttons, or a field and its button, do not fit side by side.
  actions: {
    display: 'flex',
    flexWrap: 'wrap',
    columnGap: tokens.spacingHorizontalM,
    rowGap: tokens.spacingVerticalS,
    alignItems: 'center',
  },
});
