import { Body } from '@nestjs/common';
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
} from '../../wire';
import { FullSubmissionTestDto, TestItemDto } from './test-dashboard.dto';
import { StaffController } from '../common/controller-kinds.decorators';
import { Route } from '../common/route.decorators';
import { INVALID_INPUT } from '../common/http/api-error-responses.decorator';

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

  @Route('GET', 'test-dashboard/health', 'AdapterChecksResponse', { summary: 'Health of every active adapter' })
  async health(): Promise<AdapterChecksResponse> {
    const checks = await this.adapters.execute();
    return { success: checks.every((c) => c.up), checks };
  }

  @Route('GET', 'monday/test-connection', 'BoardConnectionResponse', { summary: 'Test the board connection' })
  async testConnection(): Promise<BoardConnectionResponse> {
    const connection = await this.board.connection();
    return { success: connection.ok, ...connection };
  }

  @Route('GET', 'monday/columns', 'BoardColumnsResponse', { summary: 'The board’s columns' })
  async columns(): Promise<BoardColumnsResponse> {
    return { success: true, ...(await this.board.columns()) };
  }

  @Route('POST', 'test-dashboard/create-item', 'TestItemResponse', {
    summary: 'Create a test item on the board',
    refuses: { 400: INVALID_INPUT },
  })
  async createItem(@Body() body: TestItemDto): Promise<TestItemResponse> {
    return { success: true, data: { itemId: await this.createTestItem.execute(body.itemName, body.columnValues) } };
  }

  @Route('POST', 'google/auth', 'StorageAuthResponse', { summary: 'Check the file storage authorisation' })
  async storageAuth(): Promise<StorageAuthResponse> {
    const storage = this.storage.execute();
    return { success: storage.authorised, ...storage };
  }

  @Route('POST', 'test-dashboard/full-submission-test', 'FullSubmissionTestResponse', {
    summary:
      'Run a small test submission through every port (database, storage, media, catalogue, board, mail, e-signature) and report each step',
    refuses: { 400: INVALID_INPUT },
  })
  async fullTest(@Body() body: FullSubmissionTestDto): Promise<FullSubmissionTestResponse> {
    const steps = await this.fullSubmissionTest.execute(body);
    return { success: steps.every((s) => s.success), steps };
  }
}
