/**
 * One chunk for everything the app's entry loads up front. Left to itself Rolldown splits the
 * entry's graph into a chunk per set of screens sharing a module (rolldown#10731: Vite's HTML entry
 * only wraps src/main.tsx, and modules it already loads are still split out): two dozen files of a
 * few hundred bytes on the first load. Over HTTP/1.1 a phone fetches six at a time, each wave a
 * round trip on a mobile network; one file costs one. Screens keep their own chunks.
 *
 * The modules are those that a first build put in the entry's chunk and the chunks it imports
 * statically: what tree-shaking left in, which the module graph alone cannot tell (a barrel such as
 * `radix-ui` reaches every Radix package, of which the shop loads a few).
 */
import type { OutputChunk, RolldownOutput } from 'rolldown';

type BuildOutput = RolldownOutput | RolldownOutput[] | unknown;

/** The ids of the modules an automatically split build loads before anything else. */
export function startupModules(output: BuildOutput): Set<string> {
  const outputs = (Array.isArray(output) ? output : [output]) as RolldownOutput[];
  const chunks = new Map<string, OutputChunk>();
  for (const o of outputs) for (const c of o.output ?? []) if (c.type === 'chunk') chunks.set(c.fileName, c);
  const entries = [...chunks.values()].filter((c) => c.isEntry && !c.isDynamicEntry);
  if (entries.length !== 1) throw new Error(`expected one entry chunk, found ${entries.length}`);
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const next of chunks.get(file)?.imports ?? []) visit(next);
  };
  visit(entries[0]!.fileName);
  return new Set([...seen].flatMap((file) => chunks.get(file)?.moduleIds ?? []));
}

/** Rolldown's code splitting with those modules in one chunk (the entry's). */
export function startupChunk(modules: ReadonlySet<string>) {
  return {
    // The set is closed under what it imports already; following the graph again would pull in
    // what tree-shaking dropped.
    includeDependenciesRecursively: false,
    groups: [{ name: 'startup', test: (id: string) => modules.has(id) }],
  };
}
