import { clearDraft, draftStorageKey, readDraft, writeDraft } from './draft-storage.ts';

afterEach(() => sessionStorage.clear());

describe('reply and note drafts', () => {
  it('keeps a draft per ticket and kind in sessionStorage', () => {
    writeDraft('reply', 7, { body: 'Dzień dobry', status: 'resolved' });
    writeDraft('note', 7, { body: 'wewnętrzne' });
    expect(sessionStorage.getItem(draftStorageKey('reply', 7))).toContain('Dzień dobry');
    expect(readDraft('reply', 7, { body: '', status: '' })).toEqual({ body: 'Dzień dobry', status: 'resolved' });
    expect(readDraft('reply', 8, { body: '', status: '' })).toEqual({ body: '', status: '' });
    expect(readDraft('note', 7, { body: '' })).toEqual({ body: 'wewnętrzne' });
  });

  it('forgets a sent draft and survives broken storage content', () => {
    writeDraft('reply', 7, { body: 'x', status: '' });
    clearDraft('reply', 7);
    expect(readDraft('reply', 7, { body: '', status: '' })).toEqual({ body: '', status: '' });
    sessionStorage.setItem(draftStorageKey('note', 7), '{not json');
    expect(readDraft('note', 7, { body: '' })).toEqual({ body: '' });
  });
});
