import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { probe } from './runProbes';
import { cleanups, ROOT } from './runConfig';
import { BENCH_JWT_SECRET, startServer, type ServerUnderTest } from './server';

/**
 * Starts bench/floorBytes.ts with the bytes the product answers now (warm) for `paths`, each
 * read with its own headers; the caller stops it (also registered as a cleanup).
 */
export async function startBytesFloor(
  srv: ServerUnderTest,
  paths: string[],
  headersFor: (path: string) => Record<string, string>,
  dir: string,
): Promise<ServerUnderTest> {
  const bodies: Record<string, string> = {};
  for (const path of paths) {
    await probe(srv.baseUrl, '', path, headersFor(path));
    const { status, body } = await probe(srv.baseUrl, '', path, headersFor(path));
    if (status !== 200) throw new Error(`GET ${path} -> ${status}`);
    bodies[path] = body.toString('base64');
  }
  const file = join(dir, 'floor-bytes.json');
  writeFileSync(file, JSON.stringify(bodies));
  const floor = await startServer({
    cwd: ROOT,
    dbEnv: { JWT_SECRET: BENCH_JWT_SECRET, FLOOR_BYTES_FILE: file },
    args: ['--import', 'tsx', 'bench/floorBytes.ts'],
  });
  cleanups.push(floor.stop);
  return floor;
}

/** Stops a floor before the run ends, and takes it off the run's cleanups. */
export async function stopEarly(floor: ServerUnderTest, cleanups: (() => void | Promise<void>)[]) {
  const at = cleanups.indexOf(floor.stop);
  if (at >= 0) cleanups.splice(at, 1);
  await floor.stop();
}
