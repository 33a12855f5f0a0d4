import { SEARCH_GROUP_COUNT_CAP } from '@helpdesk/shared';
import { totalLabel } from './global-search-total.ts';

describe('totalLabel', () => {
  it('shows a group total up to the grouped cap as it is', () => {
    expect(totalLabel(0)).toBe('0');
    expect(totalLabel(7)).toBe('7');
    expect(totalLabel(SEARCH_GROUP_COUNT_CAP)).toBe('100');
  });

  it('shows a total over the cap (the cap and one more, or the exact fullid beside them) as "100+"', () => {
    expect(totalLabel(SEARCH_GROUP_COUNT_CAP + 1)).toBe('100+');
    expect(totalLabel(SEARCH_GROUP_COUNT_CAP + 2)).toBe('100+');
  });
});
