import { type CsvTemplate, templateProblems } from '../../../domain/statements';
import { AppError } from '../../errors/app-error';
import type { SalesReportsRepository } from '../../ports/sales-reports.repository.port';

/** Staff save a store's CSV layout once; every later report of that store is read through it. */
export class SaveCsvTemplateUseCase {
  constructor(private readonly deps: { reports: SalesReportsRepository }) {}

  async execute(template: CsvTemplate): Promise<void> {
    const problems = templateProblems(template);
    if (problems.length) throw new AppError('invalid', problems.join(' '));
    await this.deps.reports.saveTemplate({ ...template, store: template.store.trim() });
  }

  async read(store: string): Promise<CsvTemplate> {
    const template = await this.deps.reports.template(store);
    if (!template) throw new AppError('not_found', `No CSV template is saved for '${store}'.`);
    return template;
  }
}
