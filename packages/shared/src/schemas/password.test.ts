import { errorMap } from './messages.ts';
import { isCommonPassword, newPassword } from './password.ts';

describe('the password rule', () => {
  it('finds common passwords and ones built from them', () => {
    for (const password of [
      'password',
      'qwerty123456',
      'Password2024!',
      'P@ssw0rd1234',
      '!!Dragon!!2024',
      'abcabcabcabc',
      'xxxxxxxxxxxx',
      '123456789012',
      '987654321098',
      'Zaq12wsx2024',
      'Helpdesk2026!',
    ]) {
      expect([password, isCommonPassword(password)]).toEqual([password, true]);
    }
    for (const password of ['Pelican-Harbour-42', 'correct horse battery staple', 'kx7Qp-9Lm2-Zt4', '274910385562']) {
      expect([password, isCommonPassword(password)]).toEqual([password, false]);
    }
  });

  it('says one thing at a time, in both languages', () => {
    const messages = (password: string, lang: 'pl' | 'en') =>
      newPassword.safeParse(password, { error: errorMap(lang) }).error?.issues.map((i) => i.message);
    expect(messages('Another123', 'pl')).toEqual(['Hasło musi mieć co najmniej 12 znaków']);
    expect(messages('Another123', 'en')).toEqual(['The password must be at least 12 characters']);
    expect(messages('Sunshine1234', 'en')).toEqual(['This password is too common or too easy to guess. Choose another.']);
    // Characters, not UTF-16 units: 11 emoji are too short.
    expect(messages('🔑'.repeat(6) + '🚪'.repeat(5), 'pl')).toEqual(['Hasło musi mieć co najmniej 12 znaków']);
    expect(newPassword.safeParse('Pelican-Harbour-42').success).toBe(true);
  });
});
