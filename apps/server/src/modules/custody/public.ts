// Nothing of custody is used by other modules: it takes part in the employees' delete through the hook point
// `employeeDeleteGuards` (see index.ts).
export {};
