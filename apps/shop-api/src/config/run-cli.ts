import { EnvError } from './env';

/**
 * Runs a command-line entry point (`npm run seed`, `npm run redirects`) and exits with its code;
 * a bad environment prints the list of bad variables, anything else thrown its stack, and exits 1.
 */
export function runCli(main: () => Promise<number>): void {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error instanceof EnvError ? error.message : error);
      process.exit(1);
    },
  );
}
