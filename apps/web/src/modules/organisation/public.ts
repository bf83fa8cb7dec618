// What other modules may use of organisation: the job titles' calls and query keys (selects, filters,
// and `jobTitleApi.keys` for declaring a dependency on them).
export { jobTitleApi } from './api/job-title.api.ts';
