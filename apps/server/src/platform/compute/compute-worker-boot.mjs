// The entry of every compute worker (compute-pool.ts). Plain JavaScript on purpose: on Node 20
// a worker started with `execArgv: ['--import', 'tsx']` runs tsx's preload but its hooks do not
// reach the worker's own imports (ERR_UNKNOWN_FILE_EXTENSION on the .ts entry, decision 052),
// whereas tsx's register API called inside the worker does. Then the typed worker loads.
import { register } from 'tsx/esm/api';

register();
await import('./compute-worker.ts');
