import { CheckOutlined, GlobalOutlined } from '@ant-design/icons';
import { isLanguageCode } from '@hr/contracts';
import { Button, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAppConfig } from '../config/useAppConfig.ts';
import { changeLanguage, getLanguage } from '../language.ts';
import { narrowScreenQuery, useMediaQuery } from './useMediaQuery.ts';

/** Shown only when the server offers more than one language; choosing one reloads the page. */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const narrow = useMediaQuery(narrowScreenQuery);
  const languages = useAppConfig().localization.languages.filter((l) => isLanguageCode(l.cultureName));
  if (languages.length < 2) return null;
  const current = getLanguage();
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
        onClick: ({ key }) => {
          if (key !== current && isLanguageCode(key)) changeLanguage(key);
        },
      }}
    >
      <Button type="text" icon={<GlobalOutlined />} aria-label={t('Language')} data-testid="language-switch">
        {narrow ? null : currentName}
      </Button>
    </Dropdown>
  );
}
