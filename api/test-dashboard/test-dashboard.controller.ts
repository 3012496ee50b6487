import { Body, Controller, Get, HttpCode, Inject, Post } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Infrastructure } from '../../adapters/registry';
import { Roles } from '../common/access/access.decorators';
import { INFRASTRUCTURE } from '../infrastructure/tokens';
import { TestItemDto } from './test-dashboard.dto';

interface Step {
  step: string;
  success: boolean;
  detail: string;
  ms: number;
}

async function step(name: string, work: () => Promise<string>): Promise<Step> {
  const started = Date.now();
  try {
    return { step: name, success: true, detail: await work(), ms: Date.now() - started };
  } catch (error) {
    return { step: name, success: false, detail: error instanceof Error ? error.message : String(error), ms: Date.now() - started };
  }
}

/** artist-portal §7 API test dashboard: staff exercise the active adapters. */
@ApiTags('test dashboard (staff)')
@Roles('staff')
@Controller()
export class TestDashboardController {
  constructor(@Inject(INFRASTRUCTURE) private readonly infrastructure: Infrastructure) {}

  @Get('test-dashboard/health')
  async health() {
    const checks = await Promise.all(this.infrastructure.healthChecks.map((c) => c.health()));
    return { success: checks.every((c) => c.up), checks };
  }

  @Get('monday/test-connection')
  @ApiOkResponse({ description: 'The board adapter connection (database board or monday.com)' })
  async testConnection() {
    const connection = await this.infrastructure.board.testConnection();
    return { success: connection.ok, ...connection };
  }

  @Get('monday/columns')
  async columns() {
    return { success: true, adapter: this.infrastructure.board.adapterName, columns: await this.infrastructure.board.listColumns() };
  }

  @Post('test-dashboard/create-item')
  @HttpCode(200)
  async createItem(@Body() body: TestItemDto) {
    const { itemId } = await this.infrastructure.board.createItem({ name: body.itemName, columnValues: body.columnValues, group: 'Tests' });
    return { success: true, data: { itemId } };
  }

  @Post('google/auth')
  @HttpCode(200)
  @ApiOkResponse({ description: "The storage adapter's authorisation state" })
  async storageAuth() {
    const { storage } = this.infrastructure.config;
    const authorised = storage.adapter === 'local' || Boolean(storage.s3.accessKeyId && storage.s3.secretAccessKey) || storage.adapter === 's3';
    return { success: authorised, adapter: storage.adapter, authorised, bucket: storage.adapter === 's3' ? storage.s3.bucket : storage.localRoot };
  }

  @Post('test-dashboard/full-submission-test')
  @HttpCode(200)
  @ApiOkResponse({ description: 'Runs a small test record through every port and reports each step' })
  async fullTest() {
    const { board, mailer, database, identity } = this.infrastructure;
    let itemId = '';
    const steps = [
      await step('database', async () => ((await database.ping()) ? `${database.engine} answers` : Promise.reject(new Error('no answer')))),
      await step('board: create item', async () => {
        itemId = (await board.createItem({ name: 'Test Artist - Port check', columnValues: { status: 'Test' }, group: 'Tests' })).itemId;
        return `${board.adapterName} item ${itemId}`;
      }),
      await step('board: read item back', async () => ((await board.getItem(itemId)) ? 'found' : Promise.reject(new Error(`item ${itemId} not found`)))),
      await step('mail', async () => `stored mail ${(await mailer.send({ to: 'test-dashboard@label.example', subject: 'Port check', text: 'Test dashboard mail', category: 'test' })).id}`),
      await step('e-signature', async () => `${identity.eSignature.adapterName} adapter ready`),
    ];
    return { success: steps.every((s) => s.success), steps };
  }
}
