// Nothing of documents is used by other web modules yet.
export {};
