// What other modules may use of organisation: the job titles' calls and query keys (selects, filters,
// and `jobTitleApi.keys` for declaring a dependency on them), and the departments' picker list.
export { departmentApi } from './api/department.api.ts';
export { jobTitleApi } from './api/job-title.api.ts';
export { DepartmentSelect } from './pages/departments/DepartmentSelect.tsx';
