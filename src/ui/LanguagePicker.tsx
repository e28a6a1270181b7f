import { LANGUAGES, LANGUAGE_NAMES, type Language } from '../../i18n/languages';
import { activeLanguage, t } from '../../i18n/translate';

/**
 * English / සිංහල / தமிழ், on the first screen: one tap (src/lib/language/chooseLanguage.ts). Each name is
 * in its own language and marked so (`lang`), so a screen reader reads it in that voice.
 */
export function LanguagePicker({ onChoose }: { readonly onChoose: (language: Language) => void }): React.JSX.Element {
  const current = activeLanguage();
  return (
    <div className="language-picker" role="group" aria-label={t('first.language')}>
      {LANGUAGES.map((language) => (
        <button
          key={language}
          type="button"
          lang={language}
          className="language-picker__option"
          aria-pressed={language === current}
          onClick={() => {
            if (language !== current) onChoose(language);
          }}
        >
          {LANGUAGE_NAMES[language]}
        </button>
      ))}
    </div>
  );
}
