import { randomUUID } from 'node:crypto';
import { Body, Get, Inject } from '@nestjs/common';
import { ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import type { AppConfig } from '../../adapters/config';
import { BOARD, type Board } from '../../application/ports/board.port';
import { BOARD_KEYS } from '../../application/use-cases/board/board-keys';
import { HEALTH_CHECKS, type HealthCheck } from '../../application/ports/health-check.port';
import { RunFullSubmissionTestUseCase } from '../../application/use-cases/test-dashboard/run-full-submission-test.use-case';
import type {
  AdapterChecksResponse,
  BoardColumnsResponse,
  BoardConnectionResponse,
  FullSubmissionTestResponse,
  StorageAuthResponse,
  TestItemResponse,
} from '../../contracts';
import { ApiInvalidInput } from '../common/http/api-error-responses.decorator';
import { APP_CONFIG } from '../infrastructure/tokens';
import { FullSubmissionTestDto, TestItemDto } from './test-dashboard.dto';
import { StaffController } from '../common/controller-kinds.decorators';
import { PostAction } from '../common/route.decorators';

/** artist-portal §7 API test dashboard: staff exercise the active adapters. */
@StaffController('test dashboard (staff)')
export class TestDashboardController {
  constructor(
    @Inject(HEALTH_CHECKS) private readonly healthChecks: HealthCheck[],
    @Inject(BOARD) private readonly board: Board,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly fullSubmissionTest: RunFullSubmissionTestUseCase,
  ) {}

  @Get('test-dashboard/health')
  @ApiOperation({ summary: 'Health of every active adapter' })
  @ApiOkResponse({ description: '{ success, checks: [{ name, adapter, up, detail }] }' })
  async health(): Promise<AdapterChecksResponse> {
    const checks = await Promise.all(this.healthChecks.map((c) => c.health()));
    return { success: checks.every((c) => c.up), checks };
  }

  @Get('monday/test-connection')
  @ApiOperation({ summary: 'Test the board connection' })
  @ApiOkResponse({ description: 'The board adapter connection (database board or monday.com)' })
  async testConnection(): Promise<BoardConnectionResponse> {
    const connection = await this.board.testConnection();
    return { success: connection.ok, ...connection };
  }

  @Get('monday/columns')
  @ApiOperation({ summary: 'The board’s columns' })
  @ApiOkResponse({ description: '{ success, adapter, columns }' })
  async columns(): Promise<BoardColumnsResponse> {
    return { success: true, adapter: this.board.adapterName, columns: await this.board.listColumns() };
  }

  @PostAction('test-dashboard/create-item')
  @ApiOperation({ summary: 'Create a test item on the board' })
  @ApiOkResponse({ description: '{ success, data: { itemId } }' })
  @ApiInvalidInput()
  async createItem(@Body() body: TestItemDto): Promise<TestItemResponse> {
    const { itemId } = await this.board.createItem({
      key: BOARD_KEYS.test(randomUUID()),
      name: body.itemName,
      columnValues: body.columnValues,
      group: 'Tests',
    });
    return { success: true, data: { itemId } };
  }

  @PostAction('google/auth')
  @ApiOperation({ summary: 'Check the file storage authorisation' })
  @ApiOkResponse({ description: "The storage adapter's authorisation state" })
  async storageAuth(): Promise<StorageAuthResponse> {
    const { storage } = this.config;
    const authorised =
      storage.adapter === 'local' || Boolean(storage.s3.accessKeyId && storage.s3.secretAccessKey) || storage.adapter === 's3';
    return {
      success: authorised,
      adapter: storage.adapter,
      authorised,
      bucket: storage.adapter === 's3' ? storage.s3.bucket : storage.localRoot,
    };
  }

  @PostAction('test-dashboard/full-submission-test')
  @ApiOperation({ summary: 'Full submission test through every port' })
  @ApiInvalidInput()
  @ApiOkResponse({
    description:
      'Runs a small test submission through every port (database, storage, media, catalogue, board, mail, e-signature) and reports each step',
  })
  async fullTest(@Body() body: FullSubmissionTestDto): Promise<FullSubmissionTestResponse> {
    const steps = await this.fullSubmissionTest.execute(body);
    return { success: steps.every((s) => s.success), steps };
  }
}
