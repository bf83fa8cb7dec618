// Nothing of the dashboards is imported by other modules: the home page finds them through `homeDashboards`.
export {};
