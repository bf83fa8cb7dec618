import { ArrowLeftOutlined, ArrowRightOutlined, SaveOutlined } from '@ant-design/icons';
import type { QueryKey } from '@tanstack/react-query';
import { Button, Card, Flex, Space, Typography } from 'antd';
import { Fragment, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { feedback } from '../app/feedback.ts';
import { invalidateAfterChange } from '../app/invalidate-after-change.ts';
import { isRightToLeft } from '../app/language.ts';
import { RecordLoader } from './RecordLoader.tsx';

/**
 * The create/update route of a record whose page is several forms (employees, contracts): the record read
 * by the route's id, and a new key per record so that the forms start afresh.
 */
export function SectionedRecordRoute<T>({
  api,
  children,
}: {
  api: Parameters<typeof RecordLoader<T>>[0]['api'];
  children: (record: T | undefined) => ReactNode;
}) {
  const { id } = useParams();
  return (
    <RecordLoader id={id} api={api}>
      {(record) => <Fragment key={id ?? 'new'}>{children(record)}</Fragment>}
    </RecordLoader>
  );
}

/**
 * Save of a page of several forms: every form is checked first and every invalid field in all of them is
 * marked; nothing is sent while any is invalid. Server errors keep what was typed (`onServerError` puts
 * them on their fields; the HTTP client has shown the message). After a save: the message, the refresh of
 * `changed`, then `onDone`.
 */
export function useSectionedSave({
  namespace,
  updating,
  validate,
  scrollToError = false,
  send,
  onServerError,
  changed,
  onDone,
}: {
  /** The module's translations, holding FixHighlightedFields. */
  namespace: string;
  /** An update (not a create): which success message. */
  updating: boolean;
  /** The checks of every form. */
  validate: () => Promise<unknown>[];
  /** Scrolls to the first invalid field when a check fails. */
  scrollToError?: boolean;
  send: () => Promise<void>;
  onServerError: (error: unknown) => void;
  changed: QueryKey;
  onDone: () => void;
}) {
  const { t } = useTranslation(namespace);
  const { message } = feedback();
  const [saving, setSaving] = useState(false);

  const save = async () => {
    if (saving) return;
    const checks = await Promise.allSettled(validate());
    if (checks.some((c) => c.status === 'rejected')) {
      message.error(t('FixHighlightedFields'));
      if (scrollToError)
        document
          .querySelector('.ant-form-item-has-error')
          ?.scrollIntoView({ behavior: 'smooth', block: 'center' });
      return;
    }
    setSaving(true);
    try {
      await send();
    } catch (error) {
      onServerError(error);
      setSaving(false);
      return;
    }
    message.success(t(updating ? 'common::UpdatedSuccessfully' : 'common::CreatedSuccessfully'));
    await invalidateAfterChange(changed);
    onDone();
  };

  return { saving, save };
}

/**
 * The frame of a page of several forms: a back button and the title, the sections, and a bar that stays
 * at the bottom with Save (not when read-only) and Cancel (Back to list when read-only).
 */
export function SectionedFormPage({
  namespace,
  title,
  readOnly,
  saving,
  onSave,
  onBack,
  className,
  actionsClassName,
  children,
}: {
  /** The module's translations, holding BackToList. */
  namespace: string;
  title: ReactNode;
  readOnly: boolean;
  saving: boolean;
  onSave: () => void;
  onBack: () => void;
  className?: string;
  actionsClassName?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation(namespace);
  const BackIcon = isRightToLeft() ? ArrowRightOutlined : ArrowLeftOutlined;
  return (
    <Flex vertical gap={16} className={className}>
      <Flex align="center" gap={8} wrap>
        <Button type="text" icon={<BackIcon />} onClick={onBack} aria-label={t('BackToList')} />
        <Typography.Title level={4} style={{ margin: 0 }}>
          {title}
        </Typography.Title>
      </Flex>
      {children}
      <Card size="small" className={actionsClassName} style={{ position: 'sticky', bottom: 0, zIndex: 2 }}>
        <Space>
          {!readOnly && (
            <Button type="primary" icon={<SaveOutlined />} loading={saving} onClick={onSave}>
              {t('common::Save')}
            </Button>
          )}
          <Button onClick={onBack} disabled={saving}>
            {readOnly ? t('BackToList') : t('common::Cancel')}
          </Button>
        </Space>
      </Card>
    </Flex>
  );
}
