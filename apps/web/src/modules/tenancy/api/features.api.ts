import {
  type FeatureProviderName,
  featureManagementPath,
  type GetFeatureListResult,
  type UpdateFeaturesInput,
} from '@hr/contracts';
import { http } from '../../../app/http.ts';

export interface FeatureProvider {
  providerName: FeatureProviderName;
  /** The tenant id for 'T'; empty for the host defaults ('D'). */
  providerKey: string;
}

/** Feature management: the groups of a provider, saving the changed values, resetting to the defaults. */
export const featuresApi = {
  keys: {
    all: ['tenancy', 'features'] as const,
    provider: ({ providerName, providerKey }: FeatureProvider) =>
      ['tenancy', 'features', providerName, providerKey] as const,
  },
  get: (provider: FeatureProvider) =>
    http.get<GetFeatureListResult>(featureManagementPath, { query: { ...provider } }),
  update: (provider: FeatureProvider, input: UpdateFeaturesInput) =>
    http.put<void>(featureManagementPath, input, { query: { ...provider } }),
  reset: (provider: FeatureProvider) => http.delete(featureManagementPath, { query: { ...provider } }),
};
