import { CLIENT_TICKET_FILTERS } from '../schemas/enums.ts';
import { nameOf, namesOf, VOCABULARY } from './vocabulary.ts';

describe('the vocabulary', () => {
  it('names every value in both languages', () => {
    for (const group of Object.keys(VOCABULARY.pl) as (keyof typeof VOCABULARY.pl)[]) {
      expect(Object.keys(VOCABULARY.en[group]).sort()).toEqual(Object.keys(VOCABULARY.pl[group]).sort());
      for (const lang of ['pl', 'en'] as const) {
        for (const name of Object.values(VOCABULARY[lang][group])) expect(name).not.toBe('');
      }
    }
  });

  it('names a value, and shows an unknown one as it is', () => {
    expect(nameOf('pl', 'clientRole', 'client-vip')).toBe('Klient VIP');
    expect(nameOf('en', 'clientRole', 'client-vip')).toBe('VIP client');
    expect(nameOf('en', 'ticketStatus', 'archived')).toBe('archived');
    expect(nameOf('pl', 'ticketStatus', 'toString')).toBe('toString');
  });

  it('names some of a group’s values, in their order', () => {
    expect(namesOf('pl', 'ticketFilter', CLIENT_TICKET_FILTERS)).toEqual({
      'not-resolved': 'Nierozwiązane',
      new: 'Nowe',
      'in-progress': 'W trakcie',
      all: 'Wszystkie',
      resolved: 'Rozwiązane',
      trashed: 'Kosz',
    });
  });
});
