// The types of build-server.mjs's exports, for the TypeScript that imports them (the benches).
export declare const serverDist: string;
export declare const serverBundle: string;
export declare function newestIn(path: string): number;
export declare function serverBundleStale(): boolean;
export declare function buildServer(): Promise<number>;
export declare function serverNodeOptions(env?: NodeJS.ProcessEnv): string[];
