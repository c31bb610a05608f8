import { runBackupCommand } from './backup.ts';

const [command, ...args] = process.argv.slice(2);
if (command !== 'backup' && command !== 'restore') {
  console.error('Usage: backup <file> | restore <file>');
  process.exit(2);
}
process.exit(await runBackupCommand(command, args));
