export type RunningServer = {
  url: string;
  port: number;
  /** Milliseconds from spawn to the first healthy answer. */
  readyInMs: number;
  stop: () => Promise<void>;
};
/** A free TCP port on the loopback interface. */
export declare function findFreePort(): Promise<number>;
/**
 * Starts the real server (`apps/server/src/main.ts`, as `npm start` does) on a free port with
 * a fresh embedded database in a temporary folder, and waits for `health/`.
 */
export declare function startServer(env?: Record<string, string>): Promise<RunningServer>;
