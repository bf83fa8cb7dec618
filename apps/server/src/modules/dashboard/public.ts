// Nothing of the dashboards is used by other modules: it reads theirs (index.ts).
export {};
