import { COMPANY_COOKIE, companyInUrl, rememberCompany, rememberedCompany, rememberedCompanyIn, withCompany } from './company-param.ts';

describe('the company filter in a URL', () => {
  it('reads an id, all, or a tag to resolve; nothing when absent or empty', () => {
    expect(companyInUrl('?filter=new&company=12')).toBe(12);
    expect(companyInUrl('?company=all')).toBe('all');
    expect(companyInUrl('?company=ACME')).toBe('ACME');
    expect(companyInUrl('?company=0')).toBe('0');
    expect(companyInUrl('?company=')).toBeUndefined();
    expect(companyInUrl('?filter=new')).toBeUndefined();
  });

  it('writes an id in and takes it out for all, keeping the other parameters', () => {
    expect(withCompany('?filter=new&page=2', 7).toString()).toBe('filter=new&page=2&company=7');
    expect(withCompany('?filter=new&company=7', 'all').toString()).toBe('filter=new');
  });

  it('remembers the last choice per user', () => {
    rememberCompany(1, 5);
    rememberCompany(2, 'all');
    expect(rememberedCompany(1)).toBe(5);
    expect(rememberedCompany(2)).toBe('all');
    rememberCompany(1, 'all');
    expect(rememberedCompany(1)).toBe('all');
  });

  it('keeps the choice in a cookie a server render reads, per user', () => {
    rememberCompany(7, 12);
    rememberCompany(8, 3);
    expect(rememberedCompanyIn(document.cookie, 7)).toBe(12);
    expect(rememberedCompanyIn(document.cookie, 8)).toBe(3);
    expect(rememberedCompanyIn(document.cookie, 9)).toBeUndefined();
    rememberCompany(7, 'all');
    expect(rememberedCompanyIn(document.cookie, 7)).toBeUndefined();
    expect(rememberedCompanyIn(`x=1; ${COMPANY_COOKIE}=4.20-5.x`, 4)).toBe(20);
    rememberCompany(8, 'all');
  });

  it('moves a choice remembered before the cookie into it', () => {
    localStorage.setItem('helpdesk.companyFilter.11', '6');
    expect(rememberedCompany(11)).toBe(6);
    expect(rememberedCompanyIn(document.cookie, 11)).toBe(6);
    rememberCompany(11, 'all');
  });
});
