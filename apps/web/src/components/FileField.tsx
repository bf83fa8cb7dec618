import { UploadOutlined } from '@ant-design/icons';
import { Button, Form, Upload, type UploadFile } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface FileFieldProps {
  label: string;
  /** The button's text ("Choose a file"). */
  chooseText: string;
  extra?: ReactNode;
  /** The chosen file's own checks after "required" (an attachment type's extensions and size): throws the message. */
  check?: (file: UploadFile) => void;
  /** The file types the browser offers ('.pdf,.png'). */
  accept?: string;
  disabled?: boolean;
}

/**
 * A form's one file, required: the field `file` holds the upload list with the last file chosen, which is
 * not sent by itself (the form's submit reads it: `readAsBase64(values.file[0].originFileObj)`).
 */
export function FileField({ label, chooseText, extra, check, accept, disabled }: FileFieldProps) {
  const { t } = useTranslation();
  return (
    <Form.Item
      name="file"
      label={label}
      required
      valuePropName="fileList"
      getValueFromEvent={(e: { fileList: UploadFile[] }) => e.fileList.slice(-1)}
      extra={extra}
      rules={[
        {
          validator: async (_rule, list: UploadFile[] | undefined) => {
            const file = list?.[0];
            if (!file) throw new Error(t('common::ThisFieldIsRequired'));
            check?.(file);
          },
        },
      ]}
    >
      <Upload accept={accept} beforeUpload={() => false} maxCount={1} disabled={disabled}>
        <Button icon={<UploadOutlined />} disabled={disabled}>
          {chooseText}
        </Button>
      </Upload>
    </Form.Item>
  );
}
