import { tenantEndpoints } from '@hr/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Form, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../../components/Field.tsx';
import { call } from '../api-client.ts';
import { feedback } from '../feedback.ts';
import { refreshSession } from './session.ts';
import { tenantStore } from './tenant-store.ts';

interface SwitchTenantDialogProps {
  open: boolean;
  onClose: () => void;
}

/**
 * One name field: blank switches to the host side, a name is looked up and kept only if available. Mount it
 * afresh for every opening (a new key) so the field starts from the current tenant.
 */
export function SwitchTenantDialog({ open, onClose }: SwitchTenantDialogProps) {
  const { t } = useTranslation();
  const { notification } = feedback();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<{ name: string }>();
  const [saving, setSaving] = useState(false);
  const initialName = tenantStore.get()?.name ?? '';
  const name = Form.useWatch('name', form) ?? initialName;
  const unchanged = name.trim() === initialName;

  const save = async ({ name: raw }: { name?: string }) => {
    const wanted = (raw ?? '').trim();
    setSaving(true);
    try {
      if (!wanted) {
        tenantStore.set(null);
      } else {
        const result = await call(tenantEndpoints.findByName, { params: { name: wanted } });
        if (!result.success || !result.isActive || !result.tenantId) {
          notification.error({
            title: t('Error'),
            description: t('GivenTenantIsNotAvailable', { name: wanted }),
          });
          return;
        }
        tenantStore.set({ id: result.tenantId, name: result.name ?? wanted });
      }
      await refreshSession(queryClient);
      onClose();
    } catch {
      // The HTTP client has shown the error; the tenant is unchanged.
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={open}
      title={t('SwitchTenant')}
      okText={t('Save')}
      cancelText={t('Cancel')}
      confirmLoading={saving}
      okButtonProps={{ htmlType: 'submit', disabled: unchanged }}
      onCancel={onClose}
      destroyOnHidden
      modalRender={(dom) => (
        <Form
          form={form}
          layout="vertical"
          initialValues={{ name: initialName }}
          onFinish={save}
          clearOnDestroy
        >
          {dom}
        </Form>
      )}
    >
      {/* Blank is allowed: it switches to the host side. */}
      <Field
        name="name"
        label={t('Name')}
        schema={tenantEndpoints.findByName.params.shape.name}
        required={false}
        style={{ marginBottom: 8 }}
      >
        <Input autoFocus autoComplete="off" />
      </Field>
      <Typography.Text type="secondary">{t('SwitchTenantHint')}</Typography.Text>
    </Modal>
  );
}
