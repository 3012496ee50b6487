import { Body, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { CreateBoardTestItemUseCase } from '../../application/use-cases/board/create-board-test-item.use-case';
import { CheckAdaptersUseCase } from '../../application/use-cases/test-dashboard/check-adapters.use-case';
import { InspectBoardUseCase } from '../../application/use-cases/test-dashboard/inspect-board.use-case';
import { StorageAuthorisationUseCase } from '../../application/use-cases/test-dashboard/storage-authorisation.use-case';
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
import { FullSubmissionTestDto, TestItemDto } from './test-dashboard.dto';
import { StaffController } from '../common/controller-kinds.decorators';
import { PostAction } from '../common/route.decorators';
import { ApiAnswer } from '../openapi/api-answer.decorator';

/** artist-portal §7 API test dashboard: staff exercise the active adapters. */
@StaffController('test dashboard (staff)')
export class TestDashboardController {
  constructor(
    private readonly adapters: CheckAdaptersUseCase,
    private readonly board: InspectBoardUseCase,
    private readonly createTestItem: CreateBoardTestItemUseCase,
    private readonly storage: StorageAuthorisationUseCase,
    private readonly fullSubmissionTest: RunFullSubmissionTestUseCase,
  ) {}

  @ApiAnswer('AdapterChecksResponse')
  @Get('test-dashboard/health')
  @ApiOperation({ summary: 'Health of every active adapter' })
  @ApiOkResponse({ description: '{ success, checks: [{ name, adapter, up, detail }] }' })
  async health(): Promise<AdapterChecksResponse> {
    const checks = await this.adapters.execute();
    return { success: checks.every((c) => c.up), checks };
  }

  @ApiAnswer('BoardConnectionResponse')
  @Get('monday/test-connection')
  @ApiOperation({ summary: 'Test the board connection' })
  @ApiOkResponse({ description: 'The board adapter connection (database board or monday.com)' })
  async testConnection(): Promise<BoardConnectionResponse> {
    const connection = await this.board.connection();
    return { success: connection.ok, ...connection };
  }

  @ApiAnswer('BoardColumnsResponse')
  @Get('monday/columns')
  @ApiOperation({ summary: 'The board’s columns' })
  @ApiOkResponse({ description: '{ success, adapter, columns }' })
  async columns(): Promise<BoardColumnsResponse> {
    return { success: true, ...(await this.board.columns()) };
  }

  @ApiAnswer('TestItemResponse')
  @PostAction('test-dashboard/create-item')
  @ApiOperation({ summary: 'Create a test item on the board' })
  @ApiOkResponse({ description: '{ success, data: { itemId } }' })
  @ApiInvalidInput()
  async createItem(@Body() body: TestItemDto): Promise<TestItemResponse> {
    return { success: true, data: { itemId: await this.createTestItem.execute(body.itemName, body.columnValues) } };
  }

  @ApiAnswer('StorageAuthResponse')
  @PostAction('google/auth')
  @ApiOperation({ summary: 'Check the file storage authorisation' })
  @ApiOkResponse({ description: "The storage adapter's authorisation state" })
  async storageAuth(): Promise<StorageAuthResponse> {
    const storage = this.storage.execute();
    return { success: storage.authorised, ...storage };
  }

  @ApiAnswer('FullSubmissionTestResponse')
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
