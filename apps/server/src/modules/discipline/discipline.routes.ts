import { penaltyEndpoints, penaltyTypeEndpoints, rewardEndpoints, rewardTypeEndpoints } from '@hr/contracts';
import { excelExport, listPages } from '../../platform/http/excel.ts';
import { mount, resourceHandlers } from '../../platform/http/mount.ts';
import { importHandlers } from '../../platform/import/import-routes.ts';
import { penaltyExcelColumns, rewardExcelColumns } from './discipline.export.ts';
import { penaltyInput, rewardInput } from './discipline-record.service.ts';
import type { DisciplineServices } from './index.ts';

/** Penalty and reward types, penalties and rewards: each endpoint of the contracts, one line to its service. */
export function disciplineRoutes({
  penaltyTypes,
  rewardTypes,
  penalties,
  rewards,
  penaltyImport,
  rewardImport,
}: DisciplineServices) {
  return [
    mount(penaltyTypeEndpoints, resourceHandlers(penaltyTypeEndpoints, penaltyTypes)),
    mount(rewardTypeEndpoints, resourceHandlers(rewardTypeEndpoints, rewardTypes)),
    mount(penaltyEndpoints, {
      list: (req) => penalties.list(req.ctx, req.query),
      get: (req) => penalties.get(req.ctx, req.params.id),
      create: (req) => penalties.create(req.ctx, penaltyInput(req.body)),
      update: (req) => penalties.update(req.ctx, req.params.id, penaltyInput(req.body)),
      delete: (req) => penalties.delete(req.ctx, req.params.id),
      exportExcel: excelExport({
        fileName: { en: 'penalties', ar: 'العقوبات' },
        columns: penaltyExcelColumns,
        rows: listPages(penalties.list),
      }),
      ...importHandlers(
        { en: 'penalties-import-template.xlsx', ar: 'قالب-استيراد-العقوبات.xlsx' },
        penaltyImport,
      ),
    }),
    mount(rewardEndpoints, {
      list: (req) => rewards.list(req.ctx, req.query),
      get: (req) => rewards.get(req.ctx, req.params.id),
      create: (req) => rewards.create(req.ctx, rewardInput(req.body)),
      update: (req) => rewards.update(req.ctx, req.params.id, rewardInput(req.body)),
      delete: (req) => rewards.delete(req.ctx, req.params.id),
      exportExcel: excelExport({
        fileName: { en: 'rewards', ar: 'المكافآت' },
        columns: rewardExcelColumns,
        rows: listPages(rewards.list),
      }),
      ...importHandlers(
        { en: 'rewards-import-template.xlsx', ar: 'قالب-استيراد-المكافآت.xlsx' },
        rewardImport,
      ),
    }),
  ];
}
