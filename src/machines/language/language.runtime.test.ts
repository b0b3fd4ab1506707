import { afterEach, describe, expect, it } from 'vitest';
import { languageOfCookie } from '../../i18n';
import { persistLanguage } from './language.runtime';

afterEach(() => {
  document.cookie = 'lang=; path=/; max-age=0';
  localStorage.clear();
});

describe('the chosen language is kept for the next page', () => {
  it('in storage, and in the lang cookie the server draws the next page in', () => {
    persistLanguage({ lang: 'en', hisLang: 'bn' });
    expect(localStorage.getItem('lang')).toBe('en');
    expect(localStorage.getItem('hisLang')).toBe('bn');
    expect(languageOfCookie(document.cookie)).toBe('en');
  });

  it('the server reads only a language the site speaks from the cookie', () => {
    expect(languageOfCookie('a=1; lang=bn; b=2')).toBe('bn');
    expect(languageOfCookie('lang=xx')).toBeNull();
    expect(languageOfCookie('language=en')).toBeNull();
    expect(languageOfCookie(undefined)).toBeNull();
  });
});
