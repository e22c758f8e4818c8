/** The owner typed something wrong: the command prints the message and exits with code 1. */
export class UsageError extends Error {}
