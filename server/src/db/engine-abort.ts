import type { PGlite } from '@electric-sql/pglite';

interface EngineModule {
  _PostgresMainLoopOnce(): void;
  stackRestore(pointer: number): unknown;
}

// What PGlite's engine throws for an ordinary ERROR (PGlite's own longjmp back to the main loop), and when it exits
// cleanly at close; anything else thrown from the main loop means the engine is gone.
const LONGJMP_STATUS = 100;
const CLEAN_EXIT_STATUS = 0;

/**
 * PGlite 0.5.16 runs PostgreSQL in a loop that swallows every exception but its own longjmp
 * (PGlite.execProtocolRawSync, electric-sql/pglite#1058). When PostgreSQL aborts, as a PANIC does (a write-ahead
 * log it cannot write), the WebAssembly throws once; every later call then returns at once without reading its
 * input, and the loop spins with the event loop blocked: that request and every later one hang for good. This lets
 * the abort out of the loop instead, in this call and every later one: the loop's catch calls the module's
 * stackRestore first, so that is where the abort is thrown again. `onAbort` hears of it once.
 */
export function surfaceEngineAborts(engine: PGlite, onAbort: (error: unknown) => void): void {
  const mod = engine.Module as unknown as EngineModule;
  const loopOnce = mod._PostgresMainLoopOnce;
  const stackRestore = mod.stackRestore;
  let aborted: { error: unknown } | undefined;
  mod._PostgresMainLoopOnce = () => {
    if (aborted) throw aborted.error;
    try {
      loopOnce();
    } catch (error) {
      const status = (error as { status?: unknown } | null)?.status;
      if (status !== LONGJMP_STATUS && status !== CLEAN_EXIT_STATUS) {
        aborted = { error };
        onAbort(error);
      }
      throw error;
    }
  };
  mod.stackRestore = (pointer) => {
    const result = stackRestore(pointer);
    if (aborted) throw aborted.error;
    return result;
  };
}
