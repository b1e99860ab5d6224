// The one place openapi-sampler is imported.
import { sample } from 'openapi-sampler';
import { ExpansionBudget, ExpansionExceeded } from './expansion-budget.ts';

/** Keys whose values the sampler copies into the example as they are. */
const VALUE_KEYS = new Set(['example', 'examples', 'default', 'enum', 'const']);

/**
 * The document as the sampler sees it: every object behind a proxy that spends from `budget` for
 * each schema the sampler visits (it reads `$ref` first, on every one) and for each value it copies
 * out, so a schema whose expansion multiplies stops at the budget instead of running on.
 */
function budgeted(budget: ExpansionBudget): <T>(value: T) => T {
  const proxies = new WeakMap<object, object>();
  const wrap = <T>(value: T): T => {
    if (value === null || typeof value !== 'object') return value;
    let proxy = proxies.get(value);
    if (!proxy) {
      proxy = new Proxy(value, {
        get(target, key, receiver) {
          const got: unknown = Reflect.get(target, key, receiver);
          if (key === '$ref') {
            budget.spend(1, typeof got === 'string' ? got : undefined, target);
            return got;
          }
          if (typeof key === 'string' && VALUE_KEYS.has(key)) {
            if (got !== undefined) budget.spendValue(got);
            return got;
          }
          return wrap(got);
        },
      });
      proxies.set(value, proxy);
    }
    return proxy as T;
  };
  return wrap;
}

/**
 * An example value for a schema (openapi-sampler: honours `example`, `default`, formats, allOf and
 * oneOf; readOnly properties are skipped for requests, writeOnly ones for responses). Cycles are
 * cut by the sampler's own depth guard, and the work by `budget` (the page's; a fresh one when
 * none is given): past it, ExpansionExceeded. `undefined` when the schema cannot be sampled.
 */
export function sampleSchema(
  schema: unknown,
  root: Record<string, unknown>,
  direction: 'request' | 'response',
  budget: ExpansionBudget = new ExpansionBudget(),
): unknown {
  if (schema === null || typeof schema !== 'object') return undefined;
  const wrap = budgeted(budget);
  try {
    return dropCycleNulls(
      sample(
        wrap(schema) as Parameters<typeof sample>[0],
        { skipReadOnly: direction === 'request', skipWriteOnly: direction === 'response', quiet: true },
        wrap(root) as Parameters<typeof sample>[2],
      ),
    );
  } catch (e) {
    if (e instanceof ExpansionExceeded) throw e;
    return undefined;
  }
}

/** openapi-sampler stops recursion with an empty item (`children: [null]` once printed); an empty array reads better. */
function dropCycleNulls(value: unknown): unknown {
  if (Array.isArray(value)) return value.filter((v) => v !== null && v !== undefined).map(dropCycleNulls);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, dropCycleNulls(v)]));
  }
  return value;
}
