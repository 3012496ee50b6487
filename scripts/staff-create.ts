// `npm run staff:create -- --email a@b.c --name "Sam Staff" [--password ...]`: creates (or resets) a staff account.
// Missing values are asked for; the password is read without echo when typed.
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../adapters/config';
import { buildInfrastructure } from '../adapters/registry';
import { CreateStaffAccountUseCase, StaffAccountInputError } from '../application/use-cases/identity/create-staff-account.use-case';

function ask(question: string, hidden = false): Promise<string> {
  const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
  if (hidden) {
    const output = rl as unknown as { _writeToOutput: (text: string) => void };
    output._writeToOutput = (text: string) => process.stdout.write(text.startsWith(question) ? text : '');
  }
  return new Promise((resolve) =>
    rl.question(question, (answer) => {
      rl.close();
      if (hidden) process.stdout.write('\n');
      resolve(answer.trim());
    }),
  );
}

async function main(): Promise<number> {
  const { values } = parseArgs({ options: { email: { type: 'string' }, name: { type: 'string' }, password: { type: 'string' } } });
  const email = values.email ?? (await ask('Email: '));
  const name = values.name ?? (await ask('Name: '));
  const password = values.password ?? (await ask('Password (12+ characters): ', true));
  const config = loadConfig();
  const infrastructure = await buildInfrastructure(config);
  try {
    const createStaffAccount = new CreateStaffAccountUseCase({ accounts: infrastructure.staffAccounts, hasher: infrastructure.hasher });
    const result = await createStaffAccount.execute({ email, name, password });
    console.log(result.created ? `Staff account ${email} created.` : `Staff account ${email} updated (name and password reset).`);
    return 0;
  } finally {
    await infrastructure.close();
  }
}

main()
  .then((code) => process.exit(code))
  .catch((error: unknown) => {
    if (error instanceof StaffAccountInputError || error instanceof ConfigError) console.error(error.message);
    else console.error('Could not create the staff account:', error instanceof Error ? error.message : error);
    process.exit(1);
  });
