import { userInfo } from 'node:os';
import { parseArgs } from 'node:util';
import { setRole, type Role } from '../services/identity/src/moderation/repository.ts';
import { CommandError, withStackDatabase } from './lib/stack-database.ts';

// The operator's command for roles (README: "Moderation"):
//   npm run moderation -- grant USERNAME [--role admin]     (moderator by default)
//   npm run moderation -- revoke USERNAME                   (a member again)
// Each change is written in identity's audit of role changes, with the operator's system user as who made it.
// Against DATABASE_URL when set; otherwise against `npm start`'s database in its data folder (WISHLIST_DATA_DIR or
// .data): the running server's when `npm start` runs, else the embedded PostgreSQL started for the change and
// stopped after.

const USAGE = `Usage:
  npm run moderation -- grant USERNAME [--role moderator|admin]
  npm run moderation -- revoke USERNAME`;

/** The change asked for: whose role, and which; a CommandError (exit code 2) for anything else. */
function parseCommand(args: string[]): { username: string; role: Role } {
  let parsed;
  try {
    parsed = parseArgs({ args, allowPositionals: true, options: { role: { type: 'string' } } });
  } catch (err) {
    throw new CommandError(`${(err as Error).message}\n${USAGE}`, 2);
  }
  const { positionals, values } = parsed;
  const [command, username, ...extra] = positionals;
  if ((command !== 'grant' && command !== 'revoke') || !username || extra.length > 0) throw new CommandError(USAGE, 2);
  if (command === 'revoke') {
    if (values.role !== undefined) throw new CommandError(`revoke takes no --role: it makes a member.\n${USAGE}`, 2);
    return { username, role: 'member' };
  }
  const role = values.role ?? 'moderator';
  if (role !== 'moderator' && role !== 'admin')
    throw new CommandError(`--role must be moderator or admin, not "${role}".\n${USAGE}`, 2);
  return { username, role };
}

const withArticle = (role: Role) => (role === 'admin' ? 'an admin' : `a ${role}`);

try {
  const { username, role } = parseCommand(process.argv.slice(2));
  const changed = await withStackDatabase((db) =>
    setRole(db, username, role, userInfo().username).catch((err: unknown) => {
      // 42P01: no accounts table, so the app never started on this database.
      if ((err as { code?: string }).code === '42P01')
        throw new CommandError('This database has no accounts yet: start the app on it once (npm start).');
      throw err;
    }),
  );
  if (!changed) throw new CommandError(`No account is named "${username}".`);
  const was = changed.previous === role ? 'already' : 'now';
  console.log(`${changed.username} is ${was} ${withArticle(role)}`);
} catch (err) {
  console.error(err instanceof CommandError ? err.message : `moderation: ${String(err)}`);
  process.exitCode = err instanceof CommandError ? err.exitCode : 1;
}
