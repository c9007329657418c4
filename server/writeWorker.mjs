// The write thread's entry (server/platform/runtime/writeThread.ts). A worker thread does not get
// the TypeScript loader `--import tsx` gave the main thread before its entry loads: it registers
// it here, then loads the thread's code.
import { register } from 'tsx/esm/api';

register();
await import('./writeWorker.ts');
