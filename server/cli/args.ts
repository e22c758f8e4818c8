import { UsageError } from './usage-error.ts';

/** An option's value (`--courier Delhivery`), or undefined; taken out of the arguments. */
export function option(args: string[], name: string): string | undefined {
  const at = args.indexOf(`--${name}`);
  if (at < 0) return undefined;
  const value = args[at + 1];
  if (value === undefined || value.startsWith('--')) throw new UsageError(`--${name} needs a value`);
  args.splice(at, 2);
  return value.trim();
}
