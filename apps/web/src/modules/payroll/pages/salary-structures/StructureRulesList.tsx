import { HolderOutlined, MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  type UniqueIdentifier,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Button, Flex, Form, type FormInstance, Select, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLookup } from '../../../../components/lookup.ts';
import { salaryRuleApi } from '../../api/salary-rule.api.ts';

/** A row of the form: a rule, or none yet (empty rows are dropped at save). */
export interface StructureRuleRow {
  ruleId?: string | null;
}
export interface StructureFormValues {
  nameEn?: string | null;
  nameAr?: string | null;
  structureRules: StructureRuleRow[];
}

/** The chosen rules in the rows' order, numbered from 1: the saved sequence. */
export const sequenceOf = (rows: readonly (StructureRuleRow | undefined)[] | undefined) =>
  (rows ?? [])
    .flatMap((r) => (r?.ruleId ? [r.ruleId] : []))
    .map((ruleId, i) => ({ ruleId, sequence: i + 1 }));

const rowId = (key: number) => `row-${key}`;

function SortableRow({
  id,
  handleLabel,
  children,
}: {
  id: string;
  handleLabel: string;
  children: ReactNode;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id });
  return (
    <div
      ref={setNodeRef}
      data-testid="structure-rule-row"
      className={`structure-rule-row${isDragging ? ' is-dragging' : ''}`}
      style={{
        display: 'flex',
        alignItems: 'flex-start',
        gap: 8,
        marginBottom: 8,
        transform: CSS.Translate.toString(transform),
        transition,
        position: 'relative',
        zIndex: isDragging ? 1 : undefined,
        background: isDragging ? 'var(--ant-color-bg-container, #fff)' : undefined,
        boxShadow: isDragging ? '0 2px 8px rgba(0, 0, 0, 0.15)' : undefined,
      }}
    >
      <Button
        ref={setActivatorNodeRef}
        type="text"
        icon={<HolderOutlined />}
        className="drag-handle"
        style={{ cursor: 'grab', touchAction: 'none' }}
        aria-label={handleLabel}
        {...attributes}
        {...listeners}
      />
      {children}
    </div>
  );
}

/**
 * The structure's rules in order: each row a searchable select of the rules and a remove button, moved
 * by its drag handle (mouse or keyboard: Space, arrows, Space); Add item and New salary rule below.
 */
export function StructureRulesList({
  form,
  onNewRule,
  readOnly,
}: {
  form: FormInstance<StructureFormValues>;
  onNewRule: () => void;
  readOnly: boolean;
}) {
  const { t } = useTranslation('payroll');
  const rules = useLookup(salaryRuleApi.picker());
  const rows = Form.useWatch('structureRules', form) ?? [];
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const options = (rules.data?.items ?? []).map((r) => ({ value: r.id, label: `${r.name} (${r.code})` }));
  // Where a confirmed run posts each line (issue 43): the rule's debit and credit accounts.
  const postingOf = (ruleId: string | null | undefined) => {
    const rule = ruleId ? rules.data?.items.find((r) => r.id === ruleId) : undefined;
    if (!rule) return undefined;
    if (!rule.debitAccount || !rule.creditAccount) return t('NotPosted');
    return t('PostsTo', {
      debit: `${rule.debitAccount.code} ${rule.debitAccount.name}`,
      credit: `${rule.creditAccount.code} ${rule.creditAccount.name}`,
    });
  };

  return (
    <Form.List
      name="structureRules"
      rules={[
        {
          validator: async (_rule, value: StructureRuleRow[] | undefined) => {
            if (!sequenceOf(value).length)
              throw new Error(t('errors::SalaryStructure:YouMustAddOneNonEmptyRuleAtLeast'));
          },
        },
      ]}
    >
      {(fields, { add, remove, move }, { errors }) => {
        const ids = fields.map((f) => rowId(f.key));
        const position = (id: UniqueIdentifier) => ids.indexOf(String(id)) + 1;
        const announcements: Announcements = {
          onDragStart: ({ active }) => t('DragStarted', { position: position(active.id) }),
          onDragOver: ({ over }) => (over ? t('DragMoved', { position: position(over.id) }) : undefined),
          onDragEnd: ({ over }) => (over ? t('DragDropped', { position: position(over.id) }) : undefined),
          onDragCancel: () => t('DragCancelled'),
        };
        const onDragEnd = ({ active, over }: DragEndEvent) => {
          if (over && active.id !== over.id)
            move(ids.indexOf(String(active.id)), ids.indexOf(String(over.id)));
        };
        return (
          <Form.Item label={t('SalaryRules')} required>
            <DndContext
              sensors={sensors}
              collisionDetection={closestCenter}
              onDragEnd={onDragEnd}
              accessibility={{
                announcements,
                screenReaderInstructions: { draggable: t('DragInstructions') },
              }}
            >
              <SortableContext items={ids} strategy={verticalListSortingStrategy}>
                {fields.map((field, index) => {
                  const chosenElsewhere = new Set(
                    rows.flatMap((r, i) => (i !== index && r?.ruleId ? [r.ruleId] : [])),
                  );
                  return (
                    <SortableRow
                      key={field.key}
                      id={rowId(field.key)}
                      handleLabel={t('DragRule', { position: index + 1 })}
                    >
                      <Typography.Text
                        type="secondary"
                        style={{ minWidth: 20, lineHeight: '32px', textAlign: 'center' }}
                      >
                        {index + 1}
                      </Typography.Text>
                      <Form.Item
                        name={[field.name, 'ruleId']}
                        style={{ flex: 1, marginBottom: 0 }}
                        extra={postingOf(rows[index]?.ruleId)}
                        rules={[
                          // An empty row is dropped at save: said, not blocking.
                          { required: true, warningOnly: true, message: t('common::ThisFieldIsRequired') },
                          {
                            validator: async (_rule, value: string | undefined) => {
                              if (value && chosenElsewhere.has(value))
                                throw new Error(t('errors::SalaryStructure:DuplicateRule'));
                            },
                          },
                        ]}
                      >
                        <Select
                          showSearch={{ optionFilterProp: 'label' }}
                          allowClear
                          aria-label={t('RuleNumber', { position: index + 1 })}
                          placeholder={t('ChooseRule')}
                          loading={rules.isLoading}
                          options={options.map((o) => ({ ...o, disabled: chosenElsewhere.has(o.value) }))}
                        />
                      </Form.Item>
                      <Button
                        type="text"
                        icon={<MinusCircleOutlined />}
                        aria-label={t('RemoveRule', { position: index + 1 })}
                        onClick={() => remove(field.name)}
                      />
                    </SortableRow>
                  );
                })}
              </SortableContext>
            </DndContext>
            {!readOnly && (
              <Flex gap={8} wrap style={{ marginTop: 8 }}>
                <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({ ruleId: null })}>
                  {t('AddItem')}
                </Button>
                <Button icon={<PlusOutlined />} onClick={onNewRule}>
                  {t('NewSalaryRule')}
                </Button>
              </Flex>
            )}
            <Form.ErrorList errors={errors} />
          </Form.Item>
        );
      }}
    </Form.List>
  );
}
