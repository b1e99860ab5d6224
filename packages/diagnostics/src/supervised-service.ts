/**
 * A helper process docsgen talks to for the length of a run or of a `docsgen dev` session
 * (Pagefind's indexing service, esbuild's bundling service). Either can die under it (the OOM
 * killer, a signal); their libraries then fail every later call.
 */
export interface HelperService {
  /** Its name in messages (`Pagefind`, `esbuild`). */
  name: string;
  /** True when `failure` says the service process is gone (not an error of the work itself). */
  isDead(failure: unknown): boolean;
  /** Drops the dead service, so the next call starts a new one. */
  restart(): Promise<void> | void;
}

/** The service died and could not be started again: the caller keeps its last good output and says so. */
export class ServiceDownError extends Error {
  constructor(
    readonly service: string,
    override readonly cause: unknown,
  ) {
    super(
      `${service}'s helper process stopped and could not be started again (${cause instanceof Error ? cause.message : String(cause)}).`,
    );
  }
}

/**
 * The one service supervisor: runs `work` with `service`; when the service turns out dead (thrown,
 * or a result `failed` says so), starts it again and runs `work` once more. A second death is a
 * {@link ServiceDownError}. Work that fails for any other reason is returned or thrown as it is.
 */
export async function superviseService<T>(
  service: HelperService,
  work: () => Promise<T>,
  failed: (result: T) => unknown = () => undefined,
): Promise<T> {
  let first: T;
  try {
    first = await work();
  } catch (e) {
    if (!service.isDead(e)) throw e;
    return retry(service, work, failed, e);
  }
  const failure = failed(first);
  if (failure === undefined || !service.isDead(failure)) return first;
  return retry(service, work, failed, failure);
}

async function retry<T>(
  service: HelperService,
  work: () => Promise<T>,
  failed: (result: T) => unknown,
  cause: unknown,
): Promise<T> {
  await service.restart();
  let again: T;
  try {
    again = await work();
  } catch (e) {
    throw service.isDead(e) ? new ServiceDownError(service.name, e) : e;
  }
  const failure = failed(again);
  if (failure !== undefined && service.isDead(failure)) throw new ServiceDownError(service.name, failure ?? cause);
  return again;
}
