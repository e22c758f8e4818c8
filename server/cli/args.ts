import { atInIndia, isoDayInIndia } from '../../src/domain/dates.ts';
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

/** Whether a flag (`--hidden`) was given; taken out of the arguments. */
export function flag(args: string[], name: string): boolean {
  const at = args.indexOf(`--${name}`);
  if (at >= 0) args.splice(at, 1);
  return at >= 0;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A day option (`--from 2026-04-01`) as the start or the end of that day in India; undefined when not given. */
export function dateOption(args: string[], name: string, edge: 'start' | 'end'): Date | undefined {
  const value = option(args, name);
  if (value === undefined) return undefined;
  return dayInIndia(value, edge, `--${name}`);
}

/** The start or the end of a day ('2026-04-01') in India; a usage error naming `what` when it is no date. */
export function dayInIndia(value: string, edge: 'start' | 'end', what: string): Date {
  const at = atInIndia(value, edge === 'start' ? '00:00:00.000' : '23:59:59.999');
  if (!DATE.test(value) || Number.isNaN(at.getTime()) || isoDayInIndia(at) !== value)
    throw new UsageError(`${what} must be a date like 2026-04-01, not '${value}'`);
  return at;
}
