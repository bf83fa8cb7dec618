import { DatedRecordFormPage } from '../components/DatedRecordFormPage.tsx';

/** …/penalties/create and …/penalties/update/:id. */
export function PenaltyFormPage() {
  return <DatedRecordFormPage kind="penalty" />;
}

/** …/rewards/create (AddReward) and …/rewards/update/:id (EditReward). */
export function RewardFormPage() {
  return <DatedRecordFormPage kind="reward" />;
}
