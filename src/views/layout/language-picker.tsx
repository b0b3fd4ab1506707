import { useLingui } from '@lingui/react/macro';
import { isSupportedLocale, type Locale } from '../../i18n';
import { useLanguage } from '../../machines/language/use-language';

/** Names are shown in their own language so anyone can find theirs. */
const NATIVE_NAMES: Record<Locale, string> = { bn: 'বাংলা', en: 'English' };

export function LanguagePicker() {
  const { t } = useLingui();
  const language = useLanguage();
  const current = language.pending;
  return (
    <label className="language-picker">
      <span className="visually-hidden">{t`Language`}</span>
      <select
        aria-label={t`Language`}
        value={current}
        disabled={language.loading}
        onChange={(e) => {
          const next = e.target.value;
          if (isSupportedLocale(next)) language.select(next);
        }}
      >
        {language.available.map((code) => (
          <option key={code} value={code} lang={code}>
            {NATIVE_NAMES[code] ?? code}
          </option>
        ))}
      </select>
    </label>
  );
}
