// Nothing of audit is used by other modules: the records are written by the database's triggers.
export {};
