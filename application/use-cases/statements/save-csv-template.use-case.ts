import { unsafeTextMessage } from '../../../domain/shared/text-safety';
import { CSV_TEMPLATE_LIMITS, type CsvTemplate, templateProblems } from '../../../domain/statements';
import { AppError } from '../../errors/app-error';
import type { StatementsPorts } from './statements.ports';

/** Staff save a store's CSV layout once; every later report of that store is read through it. */
export class SaveCsvTemplateUseCase {
  constructor(private readonly deps: Pick<StatementsPorts, 'reports'>) {}

  async execute(template: CsvTemplate): Promise<void> {
    const problems = templateProblems(template);
    if (problems.length) throw new AppError('invalid', problems.join(' '));
    await this.deps.reports.saveTemplate({ ...template, store: template.store.trim() });
  }

  async read(store: string): Promise<CsvTemplate> {
    // A name no template can have (a NUL, a lone surrogate, too long) is not looked up: the database would refuse it.
    const readable = unsafeTextMessage(store) === null && store.length <= CSV_TEMPLATE_LIMITS.storeLength;
    const template = readable ? await this.deps.reports.template(store) : null;
    if (!template) throw new AppError('not_found', 'No CSV template is saved for this store.');
    return template;
  }
}
