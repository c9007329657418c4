import type { Storage } from '../platform/storage/storage';

/** Runs a command's `main` and exits with its code; a thrown error is printed, exit 1. */
export function runCli(main: () => Promise<number>): void {
  main().then(
    (code) => process.exit(code),
    (err: unknown) => {
      console.error(err instanceof Error ? err.message : err);
      process.exit(1);
    },
  );
}

/** Lets the process end: an S3 driver keeps its SDK client's sockets open until destroyed. */
export function releaseStorage(storage: Storage): void {
  if ('client' in storage) (storage as { client: { destroy(): void } }).client.destroy();
}
