import type { Language } from '../../i18n/languages';

/**
 * The console stays in English (issue 32): a patient's language by its English name, so staff know which language to
 * answer in.
 */
const LANGUAGE_IN_ENGLISH: Readonly<Record<Language, string>> = { en: 'English', si: 'Sinhala', ta: 'Tamil' };

/** The patient's language beside their name, in the inbox and the open chat. */
export function PatientLanguage({
  language,
  className,
}: {
  readonly language: Language;
  readonly className: string;
}): React.JSX.Element {
  return (
    <span className={className}>
      <span className="visually-hidden">Language: </span>
      {LANGUAGE_IN_ENGLISH[language]}
    </span>
  );
}
