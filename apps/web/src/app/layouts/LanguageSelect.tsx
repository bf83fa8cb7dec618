import { GlobalOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useLanguageChoice } from './useLanguageChoice.ts';

/**
 * The account pages' language switch: the browser's own select, so the login page does without antd's
 * Dropdown and Menu. Shown only when the server offers more than one language; choosing one reloads the page.
 */
export function LanguageSelect() {
  const { t } = useTranslation();
  const { languages, current, choose } = useLanguageChoice();
  if (languages.length < 2) return null;

  return (
    <label className="language-select">
      <GlobalOutlined aria-hidden />
      <select
        aria-label={t('Language')}
        data-testid="language-switch"
        value={current}
        onChange={(event) => choose(event.target.value)}
      >
        {languages.map((l) => (
          <option key={l.cultureName} value={l.cultureName} lang={l.cultureName}>
            {l.displayName}
          </option>
        ))}
      </select>
    </label>
  );
}
