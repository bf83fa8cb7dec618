import { CheckOutlined, GlobalOutlined } from '@ant-design/icons';
import { Button, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLanguageChoice } from './useLanguageChoice.ts';
import { narrowScreenQuery, useMediaQuery } from './useMediaQuery.ts';

/** The top bar's: shown only when the server offers more than one language; choosing one reloads the page. */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const narrow = useMediaQuery(narrowScreenQuery);
  const { languages, current, choose } = useLanguageChoice();
  if (languages.length < 2) return null;
  const currentName = languages.find((l) => l.cultureName === current)?.displayName ?? current;

  return (
    <Dropdown
      trigger={['click']}
      menu={{
        selectable: true,
        selectedKeys: [current],
        items: languages.map((l) => ({
          key: l.cultureName,
          label: (
            <span lang={l.cultureName} dir={l.isRightToLeft ? 'rtl' : 'ltr'}>
              {l.displayName}
            </span>
          ),
          extra: l.cultureName === current ? <CheckOutlined /> : undefined,
        })),
        onClick: ({ key }) => choose(key),
      }}
    >
      {/* Its name holds the language shown beside the globe (WCAG 2.5.3, label in name). */}
      <Button
        type="text"
        icon={<GlobalOutlined />}
        aria-label={t('LanguageCurrent', { language: currentName })}
        data-testid="language-switch"
      >
        {narrow ? null : currentName}
      </Button>
    </Dropdown>
  );
}
