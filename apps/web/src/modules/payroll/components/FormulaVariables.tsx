import {
  type FormulaVariableGroup,
  formulaFunctions,
  formulaValueTypes,
  formulaVariableGroups,
  formulaVariables,
} from '@hr/contracts';
import { Card, Collapse, List, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { getLanguage } from '../../../app/language.ts';

const groups = Object.keys(formulaVariableGroups) as FormulaVariableGroup[];

/**
 * The variable catalogue beside the formula editor (contracts' `formulaVariables` and `formulaFunctions`):
 * what a formula may read and call. A click on a name puts it into the formula being edited.
 */
export function FormulaVariables({ onInsert }: { onInsert: (text: string) => void }) {
  const { t } = useTranslation('payroll');
  const language = getLanguage();
  // rules.CODE and categories.CODE stand for families: the click writes the prefix, the user the code.
  const insertText = (name: string) => name.replace(/CODE$/, '');
  const entry = (name: string, type: string, text: string) => (
    <List.Item style={{ display: 'block', paddingBlock: 6 }}>
      <Typography.Link onClick={() => onInsert(insertText(name))} title={t('Insert')}>
        <Typography.Text code dir="ltr">
          {name}
        </Typography.Text>
      </Typography.Link>{' '}
      <Tag bordered={false}>{type}</Tag>
      <div>
        <Typography.Text type="secondary">{text}</Typography.Text>
      </div>
    </List.Item>
  );
  return (
    <Card
      size="small"
      title={t('FormulaVariables')}
      className="formula-variables"
      data-testid="formula-variables"
    >
      <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
        {t('FormulaVariablesHint')}
      </Typography.Paragraph>
      <Collapse
        size="small"
        defaultActiveKey={['results']}
        items={[
          ...groups.map((group) => ({
            key: group,
            label: formulaVariableGroups[group][language],
            children: (
              <List
                size="small"
                dataSource={formulaVariables.filter((v) => v.group === group)}
                renderItem={(v) => entry(v.name, formulaValueTypes[v.type][language], v[language])}
              />
            ),
          })),
          {
            key: 'functions',
            label: t('FormulaFunctions'),
            children: (
              <List
                size="small"
                dataSource={[...formulaFunctions]}
                renderItem={(f) => entry(f.signature, formulaValueTypes[f.returns][language], f[language])}
              />
            ),
          },
        ]}
      />
    </Card>
  );
}
