import { z } from 'zod';

export const COMMANDS_PATH = '/api/v1/admin/commands';
/** The embedded database as one file (GET): what `npm run shop -- backup` writes. */
export const BACKUP_PATH = '/api/v1/admin/backup';

/** One owner command: the CLI's arguments, and the text of each file they name (products import). */
export const commandRequest = z.object({
  argv: z.array(z.string().max(10_000)).min(1, 'give a command').max(100),
  files: z.record(z.string().max(4096), z.string()).optional(),
});

/** What the command printed; code 1 and error when the owner typed something wrong. */
export const commandAnswer = z.object({
  output: z.array(z.string()),
  /** Files the command made (packing slips), base64, for the CLI to write where it runs. */
  files: z.array(z.object({ name: z.string(), base64: z.string() })).optional(),
  error: z.string().optional(),
  code: z.union([z.literal(0), z.literal(1)]),
});

export type CommandRequest = z.infer<typeof commandRequest>;
export type CommandAnswer = z.infer<typeof commandAnswer>;
