import { useLingui } from '@lingui/react/macro';
import { isSupportedLocale, type Locale } from '../../i18n';
import { useLanguage } from '../../machines/language/use-language';
import { messageFor } from '../messages';

/** Names are shown in their own language so anyone can find theirs. */
const NATIVE_NAMES: Record<Locale, string> = { bn: 'বাংলা', en: 'English' };

export function LanguagePicker() {
  const { t, i18n } = useLingui();
  const language = useLanguage();
  return (
    <div className="language-picker">
      <label>
        <span className="visually-hidden">{t`Language`}</span>
        <select
          aria-label={t`Language`}
          value={language.pending}
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
      {/* While the retry is out, the failure it answers is no longer the news. */}
      {language.errorKey && !language.loading && (
        <span role="alert" className="language-picker__error">
          {i18n._(messageFor(language.errorKey))}{' '}
          <button type="button" className="btn btn--link" onClick={language.retry}>
            {t`Retry`}
          </button>
        </span>
      )}
    </div>
  );
}
