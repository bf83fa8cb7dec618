import { penaltyEndpoints, penaltyTypeEndpoints, rewardEndpoints, rewardTypeEndpoints } from '@hr/contracts';
import { endpointResource } from '../../../components/resource-api.ts';

/** Penalty types, penalties, reward types and rewards: the usual calls and query keys. */
export const penaltyTypeApi = endpointResource(['discipline', 'penaltyTypes'], penaltyTypeEndpoints);
export const penaltyApi = endpointResource(['discipline', 'penalties'], penaltyEndpoints);
export const rewardTypeApi = endpointResource(['discipline', 'rewardTypes'], rewardTypeEndpoints);
export const rewardApi = endpointResource(['discipline', 'rewards'], rewardEndpoints);

/** The types a select searches: by part of the name or code, a page at a time. */
export const searchTypes =
  (api: typeof penaltyTypeApi | typeof rewardTypeApi) =>
  async (text: string, page: { skipCount: number }) => {
    const result = await api.list({
      filter: text || undefined,
      skipCount: page.skipCount,
      maxResultCount: 50,
      sorting: 'name asc',
    });
    return {
      options: result.items.map((type) => ({ value: type.id, label: type.name })),
      totalCount: result.totalCount,
    };
  };
