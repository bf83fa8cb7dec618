// Being written: the zod contract of this entity.
export {};
