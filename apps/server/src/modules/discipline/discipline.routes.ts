import { penaltyEndpoints, penaltyTypeEndpoints, rewardEndpoints, rewardTypeEndpoints } from '@hr/contracts';
import { mount } from '../../platform/http/mount.ts';
import { penaltyInput, rewardInput } from './discipline-record.service.ts';
import type { DisciplineServices } from './index.ts';

/** Penalty and reward types, penalties and rewards: each endpoint of the contracts, one line to its service. */
export function disciplineRoutes({ penaltyTypes, rewardTypes, penalties, rewards }: DisciplineServices) {
  return [
    mount(penaltyTypeEndpoints, {
      list: (req) => penaltyTypes.list(req.ctx, req.query),
      get: (req) => penaltyTypes.get(req.ctx, req.params.id),
      create: (req) => penaltyTypes.create(req.ctx, req.body),
      update: (req) => penaltyTypes.update(req.ctx, req.params.id, req.body),
      delete: (req) => penaltyTypes.delete(req.ctx, req.params.id),
    }),
    mount(rewardTypeEndpoints, {
      list: (req) => rewardTypes.list(req.ctx, req.query),
      get: (req) => rewardTypes.get(req.ctx, req.params.id),
      create: (req) => rewardTypes.create(req.ctx, req.body),
      update: (req) => rewardTypes.update(req.ctx, req.params.id, req.body),
    }),
    mount(penaltyEndpoints, {
      list: (req) => penalties.list(req.ctx, req.query),
      get: (req) => penalties.get(req.ctx, req.params.id),
      create: (req) => penalties.create(req.ctx, penaltyInput(req.body)),
      update: (req) => penalties.update(req.ctx, req.params.id, penaltyInput(req.body)),
      delete: (req) => penalties.delete(req.ctx, req.params.id),
    }),
    mount(rewardEndpoints, {
      list: (req) => rewards.list(req.ctx, req.query),
      get: (req) => rewards.get(req.ctx, req.params.id),
      create: (req) => rewards.create(req.ctx, rewardInput(req.body)),
      update: (req) => rewards.update(req.ctx, req.params.id, rewardInput(req.body)),
      delete: (req) => rewards.delete(req.ctx, req.params.id),
    }),
  ];
}
