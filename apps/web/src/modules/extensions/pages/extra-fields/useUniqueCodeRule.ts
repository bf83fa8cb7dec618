import type { EntityType } from '@hr/contracts';
import type { FormRule } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { extraFieldsApi } from '../../api/extra-field.api.ts';

/** The spec's delay of the unique-code check. */
export const uniqueCheckDelayMs = 1000;

/**
 * An async rule: 1 s after the last change, asks the server whether the code is free (with an empty id,
 * as the spec's call does); the unchanged own code of an edited definition is accepted without asking.
 */
export function useUniqueCodeRule(entityType: EntityType, ownCode: string | undefined): FormRule {
  const { t } = useTranslation('extensions');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return {
    validator: (_rule, value: string | undefined) => {
      clearTimeout(timer.current);
      const code = value?.trim() ?? '';
      if (!code || (ownCode !== undefined && code.toUpperCase() === ownCode.toUpperCase()))
        return Promise.resolve();
      // A superseded check never settles; the form only listens to the latest one.
      return new Promise<void>((resolve, reject) => {
        timer.current = setTimeout(() => {
          extraFieldsApi
            .isKeyUnique(code, entityType)
            .then((unique) => (unique ? resolve() : reject(new Error(t('CodeMustBeUnique')))))
            // The server refuses a taken code on save anyway.
            .catch(() => resolve());
        }, uniqueCheckDelayMs);
      });
    },
  };
}
