import { type FeatureProviderName, featureEndpoints, type UpdateFeaturesInput } from '@hr/contracts';
import { call } from '../../../app/api-client.ts';

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
  get: (provider: FeatureProvider) => call(featureEndpoints.get, { query: provider }),
  update: (provider: FeatureProvider, input: UpdateFeaturesInput) =>
    call(featureEndpoints.update, { query: provider, body: input }),
  reset: (provider: FeatureProvider) => call(featureEndpoints.reset, { query: provider }),
};
