/**
 * The warnings `pg` emits while `work` runs about a statement asked for while another waited in
 * the driver's own queue ("Calling client.query() when the client is already executing a query":
 * deprecated in `pg` 8, refused by `pg` 9). `pg` warns of it once per process, so a file calls
 * this before anything else in it can have caused one. Node emits warnings on a later tick: the
 * pause after `work` lets them arrive (it waits for the event loop, not for the machine).
 */
export async function queuedStatementWarnings(work: () => Promise<unknown>): Promise<string[]> {
  const warnings: string[] = [];
  const listen = (w: Error) => warnings.push(w.message);
  process.on('warning', listen);
  try {
    await work();
    await new Promise((r) => setTimeout(r, 50));
  } finally {
    process.off('warning', listen);
  }
  return warnings.filter((m) => m.includes('already executing'));
}
