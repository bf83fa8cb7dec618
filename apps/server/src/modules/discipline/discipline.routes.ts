import { penaltyEndpoints, penaltyTypeEndpoints, rewardEndpoints, rewardTypeEndpoints } from '@hr/contracts';
import { listPages } from '../../platform/http/excel.ts';
import { mount, resourceHandlers } from '../../platform/http/mount.ts';
import { excelHandlers } from '../../platform/import/import-routes.ts';
import { penaltyExcelColumns, rewardExcelColumns } from './discipline.export.ts';
import { takingBodies } from './discipline-record.service.ts';
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
      ...resourceHandlers(penaltyEndpoints, takingBodies(penalties, 'penaltyTypeId')),
      ...excelHandlers(
        {
          fileName: { en: 'penalties', ar: 'العقوبات' },
          columns: penaltyExcelColumns,
          rows: listPages(penalties.list),
        },
        penaltyImport,
      ),
    }),
    mount(rewardEndpoints, {
      ...resourceHandlers(rewardEndpoints, takingBodies(rewards, 'rewardTypeId')),
      ...excelHandlers(
        {
          fileName: { en: 'rewards', ar: 'المكافآت' },
          columns: rewardExcelColumns,
          rows: listPages(rewards.list),
        },
        rewardImport,
      ),
    }),
  ];
}
